import { Sparkles, Wrench } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { ChipList } from "~/components/dashboard/card-grid";
import type { FormKit } from "~/components/dashboard/entity-form";
import { ChipListInput } from "~/components/dashboard/list-inputs";
import { recordFilters } from "~/components/dashboard/record-filters";
import { AddRecordButton, RecordScreen } from "~/components/dashboard/record-screen";
import { SERVICE_ICON_NAMES, ServiceIcon } from "~/components/dashboard/service-icons";
import { ScreenError } from "~/components/error-page";
import { FieldRow, TextAreaField, TextField } from "~/components/form/fields";
import { type ActionResult, showToast, useActionToast } from "~/components/form/toast";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/card";
import { Field, Select } from "~/components/ui/input";
import {
  addDefaultServicesOnce,
  listServicesForDashboard,
  seedDefaultServices,
  serviceRecords,
} from "~/data/services.server";
import { EMPTY_FILTERS, parseListFilters } from "~/domain/list-filters";
import { SERVICE_LIST } from "~/domain/list-specs";
import { SERVICE_LISTS, ServiceFormSchema } from "~/domain/schemas/content";
import { attempt, ok } from "~/web/action-result.server";
import { handleRecordAction, loadRecordPage } from "~/web/record-action.server";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () => [{ title: "Services | Admin Portal" }];

export const loader = ({ request }: Route.LoaderArgs) =>
  loadRecordPage(request, {
    failMessage: "Failed to fetch services",
    empty: { defaultsAdded: false, all: 0, filters: EMPTY_FILTERS },
    // the four standard services are added once, the first time the list is empty
    list: async ({ page, viewer, params }) => {
      const filters = parseListFilters(params, SERVICE_LIST);
      const list = await listServicesForDashboard({ page, filters });
      if (list.all > 0) return { ...list, filters, defaultsAdded: false };
      const defaultsAdded = await addDefaultServicesOnce({ actor: viewer });
      return { ...(defaultsAdded ? await listServicesForDashboard({ page, filters }) : list), filters, defaultsAdded };
    },
  });

export async function action({ request }: Route.ActionArgs) {
  const spec = {
    noun: "Service",
    schema: ServiceFormSchema,
    lists: SERVICE_LISTS,
    ...serviceRecords,
  };
  return handleRecordAction(request, spec, {
    seed: ({ viewer: actor }) =>
      attempt("Failed to seed default services", async () => {
        await seedDefaultServices({ actor });
        return ok("Default services have been added");
      }),
  });
}

type Service = Route.ComponentProps["loaderData"]["rows"][number];

export default function ServicesScreen({ loaderData }: Route.ComponentProps) {
  const seed = useFetcher<ActionResult>();
  useActionToast(seed.data);
  useEffect(() => {
    if (loaderData.defaultsAdded)
      showToast({ type: "success", title: "Success", description: "Default services have been added" });
  }, [loaderData.defaultsAdded]);

  return (
    <RecordScreen
      title="Services"
      description="What the agency offers, newest first. Each service shows on the public Services page."
      addLabel="New Service"
      editTitle="Edit Service"
      listLabel="Services"
      page={loaderData}
      filters={recordFilters({
        id: "services",
        things: ["service", "services"],
        spec: SERVICE_LIST,
        filters: loaderData.filters,
        all: loaderData.all,
        total: loaderData.pageInfo.total,
        searchLabel: "Title or description",
      })}
      empty={{
        icon: <Wrench />,
        title: "No services yet",
        text: "The four standard services were added once when the list was first empty. Add them again (website, mobile, CRM and SaaS) or write your own.",
        actions: (openNew) => (
          <>
            <seed.Form method="post">
              <input type="hidden" name="intent" value="seed" />
              <Button type="submit" disabled={seed.state !== "idle"}>
                {seed.state !== "idle" ? <Spinner label="Adding" /> : <Sparkles aria-hidden="true" />}
                Add default services
              </Button>
            </seed.Form>
            <AddRecordButton label="New Service" onClick={openNew} />
          </>
        ),
      }}
      card={{
        label: (service) => service.title,
        noun: "service",
        meta: (service) => (service.iconName ? `Icon: ${service.iconName}` : "No icon"),
        body: (service) => <ServiceCard service={service} />,
      }}
      form={{
        schema: ServiceFormSchema,
        lists: SERVICE_LISTS,
        description: "Shown on the public Services page with its features and starting price.",
        createLabel: "Create Service",
        fields: (kit, service) => <ServiceFields kit={kit} service={service} />,
      }}
    />
  );
}

function ServiceCard({ service }: { service: Service }) {
  return (
    <div className="flex flex-1 flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-600 text-white shadow-sm">
          <ServiceIcon name={service.iconName} className="size-5" />
        </span>
        {service.priceStarting ? (
          <p className="text-right text-xs text-ink-subtle">
            Starting at
            <span className="block font-display text-lg font-bold text-ink">{service.priceStarting}</span>
          </p>
        ) : null}
      </div>
      <div>
        <h2 className="font-display text-lg leading-snug font-semibold">{service.title}</h2>
        <p className="mt-1.5 line-clamp-3 text-sm text-ink-muted">{service.description}</p>
      </div>
      <div className="mt-auto">
        <ChipList items={service.features} label={`${service.title} features`} />
      </div>
    </div>
  );
}

function ServiceFields({ kit, service }: { kit: FormKit; service?: Service }) {
  const [icon, setIcon] = useState(service?.iconName ?? "");
  const names = icon && !SERVICE_ICON_NAMES.includes(icon) ? [icon, ...SERVICE_ICON_NAMES] : SERVICE_ICON_NAMES;
  return (
    <>
      <TextField
        form={kit}
        name="title"
        label="Title"
        defaultValue={service?.title}
        required
        maxLength={200}
        autoComplete="off"
      />
      <TextAreaField
        form={kit}
        name="description"
        label="Description"
        defaultValue={service?.description}
        required
        rows={3}
      />
      <FieldRow>
        <Field {...kit.fieldFor("iconName")} label="Icon">
          <div className="flex items-center gap-2">
            <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-200">
              <ServiceIcon name={icon} className="size-5" />
            </span>
            <Select {...kit.field("iconName")} value={icon} onChange={(e) => setIcon(e.target.value)}>
              <option value="">Default (briefcase)</option>
              {names.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          </div>
        </Field>
        <TextField
          form={kit}
          name="priceStarting"
          label="Starting price"
          hint="e.g. $2,500"
          defaultValue={service?.priceStarting ?? ""}
          placeholder="$2,500"
        />
      </FieldRow>
      <ChipListInput
        name="features"
        label="Features"
        addLabel="Add feature"
        placeholder="e.g. Responsive design"
        defaultValue={service?.features}
        error={kit.fieldFor("features").error}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
