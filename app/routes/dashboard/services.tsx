import { Plus, Sparkles, Wrench } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { CardFooter, CardGrid, ChipList, RecordCard } from "~/components/dashboard/card-grid";
import { EntityFormDialog, type FormKit, useEditing, useRecordAction } from "~/components/dashboard/entity-form";
import { ChipListInput } from "~/components/dashboard/list-inputs";
import { LoadError } from "~/components/dashboard/load-error";
import { PageHeader } from "~/components/dashboard/page-header";
import { SERVICE_ICON_NAMES, ServiceIcon } from "~/components/dashboard/service-icons";
import { ScreenError } from "~/components/error-page";
import { Button } from "~/components/ui/button";
import { EmptyState, Spinner } from "~/components/ui/card";
import { Field, Input, Select, Textarea } from "~/components/ui/input";
import { loadOrFail } from "~/data/dashboard-stats.server";
import {
  addDefaultServicesOnce,
  createService,
  deleteService,
  listServicesForDashboard,
  seedDefaultServices,
  updateService,
} from "~/data/services.server";
import { SERVICE_LISTS, ServiceFormSchema } from "~/domain/schemas/content";
import { type ActionResult, useActionToast } from "~/hooks/use-action-toast";
import { attempt, fail, ok, readForm } from "~/server/action-result.server";
import { requireStaff } from "~/server/guards.server";
import { handleRecordAction } from "~/server/record-action.server";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () => [{ title: "Services | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaff(request);
  let defaultsAdded = false;
  const { data: services, loadError } = await loadOrFail("Failed to fetch services", async () => {
    const list = await listServicesForDashboard();
    if (list.length > 0) return list;
    defaultsAdded = await addDefaultServicesOnce({ actor: viewer });
    return defaultsAdded ? listServicesForDashboard() : list;
  }, []);
  return { services, loadError, defaultsAdded };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaff(request);
  const form = await readForm(request);
  const intent = form.get("intent");

  if (intent === "seed") {
    return attempt("Failed to seed default services", async () => {
      const seeded = await seedDefaultServices({ actor: viewer });
      return seeded ? ok("Default services have been added") : fail("Failed to seed default services", 409);
    });
  }

  return handleRecordAction(viewer, form, {
    noun: "Service",
    saveError: "Failed to save service",
    deleteError: "Failed to delete service",
    schema: ServiceFormSchema,
    lists: SERVICE_LISTS,
    create: createService,
    update: updateService,
    remove: deleteService,
  });
}

type Service = Route.ComponentProps["loaderData"]["services"][number];

export default function ServicesScreen({ loaderData }: Route.ComponentProps) {
  const { services } = loaderData;
  const { editing, openNew, openEdit, onOpenChange } = useEditing<Service>();
  const { submit, pendingId } = useRecordAction();
  const seed = useFetcher<ActionResult>();
  useActionToast(seed.data);
  useEffect(() => {
    if (loaderData.defaultsAdded) toast.success("Success", { description: "Default services have been added" });
  }, [loaderData.defaultsAdded]);

  return (
    <>
      <PageHeader
        title="Services"
        count={services.length}
        description="What the agency offers, newest first. Each service shows on the public Services page."
        actions={
          <Button onClick={openNew}>
            <Plus aria-hidden="true" />
            New Service
          </Button>
        }
      />

      {loaderData.loadError ? (
        <LoadError message={loaderData.loadError} />
      ) : services.length === 0 ? (
        <EmptyState icon={<Wrench />} title="No services yet">
          <p>
            The four standard services were added once when the list was first empty. Add them again (website, mobile,
            CRM and SaaS) or write your own.
          </p>
          <div className="mt-5 flex flex-wrap justify-center gap-2">
            <seed.Form method="post">
              <input type="hidden" name="intent" value="seed" />
              <Button type="submit" disabled={seed.state !== "idle"}>
                {seed.state !== "idle" ? <Spinner label="Adding" /> : <Sparkles aria-hidden="true" />}
                Add default services
              </Button>
            </seed.Form>
            <Button variant="secondary" onClick={openNew}>
              <Plus aria-hidden="true" />
              New Service
            </Button>
          </div>
        </EmptyState>
      ) : (
        <CardGrid aria-label="Services">
          {services.map((service) => (
            <RecordCard key={service.id} label={service.title} isPending={pendingId === service.id}>
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
              <CardFooter
                name={service.title}
                noun="service"
                meta={service.iconName ? `Icon: ${service.iconName}` : "No icon"}
                onEdit={() => openEdit(service)}
                onDelete={() => submit({ intent: "delete", id: service.id })}
              />
            </RecordCard>
          ))}
        </CardGrid>
      )}

      {editing ? (
        <EntityFormDialog
          open
          onOpenChange={onOpenChange}
          title={editing.mode === "new" ? "New Service" : "Edit Service"}
          description="Shown on the public Services page with its features and starting price."
          schema={ServiceFormSchema}
          lists={SERVICE_LISTS}
          intent={editing.mode === "new" ? "create" : "update"}
          recordId={editing.mode === "edit" ? editing.row.id : undefined}
          submitLabel={editing.mode === "new" ? "Create Service" : "Save Changes"}
        >
          {(kit) => <ServiceFields kit={kit} service={editing.mode === "edit" ? editing.row : undefined} />}
        </EntityFormDialog>
      ) : null}
    </>
  );
}

function ServiceFields({ kit, service }: { kit: FormKit; service?: Service }) {
  const [icon, setIcon] = useState(service?.iconName ?? "");
  const names = icon && !SERVICE_ICON_NAMES.includes(icon) ? [icon, ...SERVICE_ICON_NAMES] : SERVICE_ICON_NAMES;
  return (
    <>
      <Field id={kit.id("title")} label="Title" error={kit.error("title")}>
        <Input {...kit.input("title")} defaultValue={service?.title} required maxLength={200} autoComplete="off" />
      </Field>
      <Field id={kit.id("description")} label="Description" error={kit.error("description")}>
        <Textarea {...kit.input("description")} defaultValue={service?.description} required rows={3} />
      </Field>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field id={kit.id("iconName")} label="Icon" error={kit.error("iconName")}>
          <div className="flex items-center gap-2">
            <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-200">
              <ServiceIcon name={icon} className="size-5" />
            </span>
            <Select {...kit.input("iconName")} value={icon} onChange={(e) => setIcon(e.target.value)}>
              <option value="">Default (briefcase)</option>
              {names.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          </div>
        </Field>
        <Field
          id={kit.id("priceStarting")}
          label="Starting price"
          error={kit.error("priceStarting")}
          hint="e.g. $2,500"
        >
          <Input {...kit.input("priceStarting")} defaultValue={service?.priceStarting ?? ""} placeholder="$2,500" />
        </Field>
      </div>
      <ChipListInput
        name="features"
        label="Features"
        addLabel="Add feature"
        placeholder="e.g. Responsive design"
        defaultValue={service?.features}
        error={kit.error("features")}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
