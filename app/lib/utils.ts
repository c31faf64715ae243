import { type ClassValue, clsx } from "clsx";
import { mergeClasses } from "./class-merge";

/** Joins class names; a later Tailwind class replaces an earlier one that sets the same property. */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
