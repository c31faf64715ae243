import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A project deleted from its own manage view (its card's Delete) is not read again by the view and its tab
 * (that would be a 404): the list reloads without it and goes back to the list's own address.
 */
export function isOwnProjectDeleted({ formData, currentParams }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "project.delete" && formData.get("id") === currentParams.projectId;
}

/** A tab's `shouldRevalidate`: as React Router decides, except after its own project was deleted. */
export function manageTabShouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return isOwnProjectDeleted(args) ? false : args.defaultShouldRevalidate;
}
