import { BookOpen } from "lucide-react";
import { BLOG_LIST } from "../domain/list-specs";
import { defineRecordType } from "./define";

/**
 * The blog's posts (each with its history at `/dashboard/blogs/:id`, a route of its own). Its writes word
 * their activity themselves (blogs.server.ts: publishing, scheduling, categories).
 */
export const blog = defineRecordType({
  path: "blogs",
  label: "Blogs",
  icon: BookOpen,
  countLabel: "Blog Posts",
  table: "blogs",
  entity: "blog",
  isPublic: true,
  search: {
    kind: "post",
    label: "Blog posts",
    fields: ["title", "excerpt", "content"],
    indexed: true,
    title: ["title"],
    detail: ["excerpt", "content"],
  },
  access: { area: "dashboard", intents: ["category.create", "category.delete", "category.rename"] },
  list: BLOG_LIST,
});
