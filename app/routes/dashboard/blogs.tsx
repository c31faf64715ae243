import { BookOpen, CalendarClock, ExternalLink, History, Plus, X } from "lucide-react";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { CardImage } from "~/components/dashboard/card-grid";
import type { FormKit } from "~/components/dashboard/entity-form";
import { ImageUploadField } from "~/components/dashboard/image-upload";
import { ListFilterBar } from "~/components/dashboard/list-filter-bar";
import { RecordScreen } from "~/components/dashboard/record-screen";
import { RichTextEditor } from "~/components/dashboard/rich-text-editor";
import { ScreenError } from "~/components/error-page";
import { TextAreaField, TextField } from "~/components/form/fields";
import { type ActionResult, useActionToast } from "~/components/form/toast";
import { useForm } from "~/components/form/use-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
import {
  createBlog,
  createBlogCategory,
  deleteBlog,
  deleteBlogCategory,
  listBlogCategories,
  listBlogsForDashboard,
  renameBlogCategory,
  updateBlog,
} from "~/data/blogs.server";
import { formatDate, formatDateTime } from "~/domain/format";
import { EMPTY_FILTERS, isNarrowed, parseListFilters } from "~/domain/list-filters";
import { BLOG_LIST } from "~/domain/list-specs";
import { BlogCategoryRenameSchema, BlogCategorySchema, BlogFormSchema, IdSchema } from "~/domain/schemas/content";
import { slugify } from "~/domain/slug";
import { ok } from "~/web/action-result.server";
import { requireStaff } from "~/web/guards.server";
import { dispatchIntent, intent } from "~/web/intents.server";
import { loadRecordPage } from "~/web/record-action.server";
import type { Route } from "./+types/blogs";

export const meta: Route.MetaFunction = () => [{ title: "Blogs | Admin Portal" }];

export const loader = ({ request }: Route.LoaderArgs) =>
  loadRecordPage(request, {
    failMessage: "Failed to fetch blogs",
    empty: { all: 0, published: 0, scheduled: 0, categories: [], filters: EMPTY_FILTERS, categoryId: "" },
    list: async ({ page, params }) => {
      const categories = await listBlogCategories();
      const categoryId = categories.find((c) => c.id === params.get("category"))?.id ?? "";
      const filters = parseListFilters(params, BLOG_LIST);
      const list = await listBlogsForDashboard({ page, categoryId: categoryId || undefined, filters });
      return { ...list, categories, filters, categoryId };
    },
  });

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaff(request);
  const save = { schema: BlogFormSchema, failMessage: "Failed to save blog" };
  return dispatchIntent(request, viewer, {
    create: intent(save, async (input, { viewer: actor }) => {
      await createBlog({ actor, input });
      return ok("Blog post created successfully");
    }),
    update: intent({ ...save, schema: BlogFormSchema.extend(IdSchema.shape) }, async ({ id, ...input }, { viewer }) => {
      await updateBlog({ actor: viewer, id, input });
      return ok("Blog post updated successfully");
    }),
    delete: intent({ schema: IdSchema, failMessage: "Failed to delete blog" }, async ({ id }, { viewer: actor }) => {
      await deleteBlog({ actor, id });
      return ok("Blog post deleted successfully");
    }),
    "category.create": intent(
      { schema: BlogCategorySchema, failMessage: "Failed to save category" },
      async (input, { viewer: actor }) => {
        await createBlogCategory({ actor, ...input });
        return ok("Category created successfully");
      },
    ),
    "category.delete": intent(
      { schema: IdSchema, failMessage: "Failed to delete category" },
      async ({ id }, { viewer: actor }) => {
        await deleteBlogCategory({ actor, id });
        return ok("Category deleted successfully");
      },
    ),
    "category.rename": intent(
      { schema: BlogCategoryRenameSchema, failMessage: "Failed to rename category" },
      async ({ id, name }, { viewer: actor }) => {
        await renameBlogCategory({ actor, id, name });
        return ok("Category renamed successfully");
      },
    ),
  });
}

type Post = Route.ComponentProps["loaderData"]["rows"][number];
type Category = Route.ComponentProps["loaderData"]["categories"][number];

export default function BlogsScreen({ loaderData }: Route.ComponentProps) {
  const { pageInfo, all, published, scheduled, categories, filters, categoryId } = loaderData;
  const narrowed = isNarrowed(filters, { categoryId });
  const category = categories.find((c) => c.id === categoryId);
  return (
    <RecordScreen
      title="Blogs"
      description={`${published} published, ${scheduled} scheduled, ${all - published - scheduled} in draft. Published posts appear on the public blog; scheduled ones at their time.`}
      addLabel="New Blog Post"
      editTitle="Edit Blog Post"
      listLabel="Blog posts"
      page={loaderData}
      aside={<CategoryManager categories={categories} />}
      filters={{
        isNarrowed: narrowed,
        total: all,
        emptyTitle: "No blog posts match these filters",
        bar:
          all > 0 ? (
            <ListFilterBar
              id="blogs"
              label="Filter blog posts"
              spec={BLOG_LIST}
              filters={filters}
              isNarrowed={narrowed}
              clearHref="/dashboard/blogs"
              scope={{
                name: "category",
                label: "Category",
                allLabel: "All Categories",
                value: categoryId,
                options: categories.map((c) => ({ value: c.id, label: c.name })),
              }}
              dateLabel={null}
              summary={
                <>
                  {pageInfo.total.toLocaleString("en-US")} {pageInfo.total === 1 ? "post" : "posts"}
                  {category ? ` in ${category.name}` : ""}
                </>
              }
            />
          ) : null,
      }}
      empty={{
        icon: <BookOpen />,
        title: "No blog posts yet",
        text: "Write the first post: it stays a draft until you publish it.",
      }}
      card={{
        label: (post) => post.title,
        noun: "blog post",
        meta: (post) => (
          <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
            {post.published ? (
              <Link
                to={`/blog/${post.slug}`}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
              >
                View on site
                <ExternalLink className="size-3" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </Link>
            ) : (
              <span>Not public yet</span>
            )}
            <Link
              to={`/dashboard/blogs/${post.id}`}
              className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
            >
              <History className="size-3" aria-hidden="true" />
              History &amp; Preview<span className="sr-only"> of {post.title}</span>
            </Link>
          </span>
        ),
        body: (post) => <PostCard post={post} />,
      }}
      form={{
        schema: BlogFormSchema,
        size: "xl",
        description: (mode) =>
          mode === "new"
            ? "The slug follows the title; the post stays a draft until you publish it."
            : "Changes to a published post show on the public blog as soon as you save; every save is kept in its history.",
        createLabel: "Create Post",
        fields: (kit, post) => <BlogFields kit={kit} post={post} categories={categories} />,
      }}
    />
  );
}

function PostCard({ post }: { post: Post }) {
  return (
    <>
      <CardImage src={post.headerImageUrl} fallback={<BookOpen />}>
        {post.published ? (
          <Badge tone="success" className="shadow-sm">
            Published
          </Badge>
        ) : post.publishAt ? (
          <Badge tone="warning" className="bg-white shadow-sm">
            Scheduled
          </Badge>
        ) : (
          <Badge tone="neutral" className="bg-white shadow-sm">
            Draft
          </Badge>
        )}
      </CardImage>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {post.categoryName ? (
          <Badge tone="brand" className="self-start">
            {post.categoryName}
          </Badge>
        ) : null}
        <h2 className="line-clamp-2 font-display text-lg leading-snug font-semibold">{post.title}</h2>
        {post.excerpt ? <p className="line-clamp-3 text-sm text-ink-muted">{post.excerpt}</p> : null}
        {!post.published && post.publishAt ? (
          <p className="flex items-start gap-1.5 text-sm font-medium text-ink">
            <CalendarClock className="mt-0.5 size-4 shrink-0 text-ink-muted" aria-hidden="true" />
            <span>
              Publishes <time dateTime={new Date(post.publishAt).toISOString()}>{formatDateTime(post.publishAt)}</time>
            </span>
          </p>
        ) : null}
        <p className="mt-auto pt-2 text-xs text-ink-subtle">
          By <span className="font-medium text-ink-muted">{post.authorName ?? "Unknown"}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={new Date(post.createdAt).toISOString()}>{formatDate(post.createdAt)}</time>
        </p>
      </div>
    </>
  );
}

/** The managed list of categories a post can be filed under: add one, or remove one (its posts keep going). */
function CategoryManager({ categories }: { categories: Category[] }) {
  // deletes go through their own fetcher, so a delete's answer never shows as the add form's message
  const remover = useFetcher<ActionResult>();
  useActionToast(remover.data);
  const { Form, result, formProps, errors, isBusy } = useForm({ schema: BlogCategorySchema });
  const fieldError = errors.name ?? errors.color;
  return (
    <section
      aria-labelledby="blog-categories"
      className="mb-6 rounded-(--radius-card) border border-line bg-white p-4 sm:p-5"
    >
      <h2 id="blog-categories" className="text-sm font-semibold text-ink">
        Categories
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Blog categories">
        {categories.map((c) => (
          <li
            key={c.id}
            className="inline-flex items-center gap-1 rounded-full bg-surface-sunken py-1 pr-1 pl-3 text-sm"
          >
            <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: c.color }} />
            <span className="ml-1">{c.name}</span>
            <button
              type="button"
              aria-label={`Delete category ${c.name}`}
              className="grid size-6 place-items-center rounded-full text-ink-muted hover:bg-white hover:text-danger-700"
              onClick={() => remover.submit({ intent: "category.delete", id: c.id }, { method: "post" })}
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <Form
        {...formProps}
        // a new, empty form after each category added
        key={result?.ok ? result.at : "category"}
        className="mt-3 flex flex-wrap items-end gap-2"
      >
        <input type="hidden" name="intent" value="category.create" />
        <label htmlFor="blog-category-name" className="grid gap-1 text-xs font-medium text-ink-muted">
          New category
          <Input
            id="blog-category-name"
            name="name"
            required
            maxLength={40}
            autoComplete="off"
            className="h-9 w-48"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? "blog-category-error" : undefined}
          />
        </label>
        <label className="grid gap-1 text-xs font-medium text-ink-muted">
          Colour
          <input
            name="color"
            type="color"
            defaultValue="#4f46e5"
            className="h-9 w-12 rounded-md border border-line-strong"
          />
        </label>
        <Button type="submit" variant="secondary" size="sm" className="h-9" disabled={isBusy}>
          <Plus aria-hidden="true" />
          Add Category
        </Button>
      </Form>
      {fieldError ? (
        <p id="blog-category-error" role="alert" className="mt-2 text-sm text-danger-700">
          {fieldError}
        </p>
      ) : null}
      {categories.length > 0 ? <CategoryRename categories={categories} /> : null}
    </section>
  );
}

/** Renames one category; its posts follow (they point at it, not at its name). */
function CategoryRename({ categories }: { categories: Category[] }) {
  const { Form, result, formProps, errors, isBusy, field } = useForm({ schema: BlogCategoryRenameSchema });
  const nameField = field("name");
  const idField = field("id");
  const error = errors.name ?? errors.id;
  return (
    <Form
      {...formProps}
      key={result?.ok ? result.at : "rename"}
      className="mt-4 flex flex-wrap items-end gap-2 border-t border-line pt-4"
    >
      <input type="hidden" name="intent" value="category.rename" />
      <label htmlFor={idField.id} className="grid gap-1 text-xs font-medium text-ink-muted">
        Rename category
        <Select {...idField} className="w-44" defaultValue={categories[0]?.id}>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </label>
      <label htmlFor={nameField.id} className="grid gap-1 text-xs font-medium text-ink-muted">
        New name
        <Input {...nameField} required maxLength={40} autoComplete="off" className="w-48" />
      </label>
      <Button type="submit" variant="secondary" size="sm" className="h-11" disabled={isBusy}>
        Rename
      </Button>
      {error ? (
        <p id={`${nameField.id}-error`} role="alert" className="basis-full text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </Form>
  );
}

function BlogFields({ kit, post, categories }: { kit: FormKit; post?: Post; categories: Category[] }) {
  const isNew = !post;
  const [slug, setSlug] = useState(post?.slug ?? "");
  const [slugTouched, setSlugTouched] = useState(false);
  return (
    <>
      <TextField
        form={kit}
        name="title"
        label="Title"
        defaultValue={post?.title}
        required
        maxLength={200}
        autoComplete="off"
        onChange={(e) => {
          // Derived from the title only when creating
          if (isNew && !slugTouched) setSlug(slugify(e.target.value));
        }}
      />
      <Field
        {...kit.fieldFor("slug")}
        label="Slug"
        hint={
          isNew
            ? "Made from the title; a number is added if another post uses it."
            : "Changing it changes the post's address."
        }
      >
        <div className="flex items-stretch overflow-hidden rounded-lg">
          <span className="grid place-items-center rounded-l-lg border border-r-0 border-line-strong bg-surface-sunken px-3 font-mono text-xs text-ink-muted">
            /blog/
          </span>
          <Input
            {...kit.field("slug")}
            value={slug}
            onChange={(e) => {
              setSlugTouched(true);
              setSlug(e.target.value);
            }}
            onBlur={() => setSlug((s) => slugify(s))}
            required
            className="rounded-l-none font-mono"
            autoComplete="off"
          />
        </div>
      </Field>
      <TextAreaField
        form={kit}
        name="excerpt"
        label="Excerpt"
        hint="One or two sentences for cards and search results."
        defaultValue={post?.excerpt ?? ""}
        rows={2}
        inputClassName="min-h-20"
        maxLength={500}
      />
      <Field {...kit.fieldFor("categoryId")} label="Category" hint="Shown as a badge on the blog and the post.">
        <Select {...kit.field("categoryId")} defaultValue={post?.categoryId ?? ""}>
          <option value="">No category</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
      <RichTextEditor
        name="content"
        label="Content"
        defaultValue={post?.content}
        error={kit.fieldFor("content").error}
      />
      <ImageUploadField
        name="headerImageUrl"
        label="Header image"
        folder="blogs"
        defaultValue={post?.headerImageUrl}
        error={kit.fieldFor("headerImageUrl").error}
      />
      <Switch
        id={kit.fieldFor("published").id}
        name="published"
        label="Published"
        defaultChecked={post?.published ?? false}
      />
      <TextField
        form={kit}
        name="publishAt"
        type="datetime-local"
        label="Schedule for (UTC)"
        hint="Leave Published off and pick a time: the post publishes itself then. Clear it to keep a draft."
        defaultValue={post?.publishAt && !post.published ? new Date(post.publishAt).toISOString().slice(0, 16) : ""}
        inputClassName="max-w-xs"
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
