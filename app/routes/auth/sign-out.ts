import { redirect } from "react-router";
import { getAuth } from "~/platform/auth.server";
import { errorFields, log } from "~/platform/foundation/log.server";
import { redirectWithToast } from "~/web/toast.server";
import type { Route } from "./+types/sign-out";

export function loader() {
  return redirect("/");
}

/** 'Logged out successfully'; on failure 'Failed to log out'. */
export async function action({ request }: Route.ActionArgs) {
  try {
    const { headers } = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true });
    return redirectWithToast(
      "/auth",
      { type: "success", title: "Success", description: "Logged out successfully" },
      { headers },
    );
  } catch (error) {
    log.warn("sign-out failed", errorFields(error));
    // a fixed page of this site: the Referer header is the sender's to choose
    return redirectWithToast("/", {
      type: "error",
      title: "Error",
      description: "Failed to log out",
    });
  }
}
