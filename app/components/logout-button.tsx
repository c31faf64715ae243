import { LogOut } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/card";

/** The header's Logout: a form posting to /auth/sign-out (it works before JavaScript), busy while it goes. */
export function LogoutButton() {
  const navigation = useNavigation();
  const signingOut = navigation.state !== "idle" && navigation.formAction === "/auth/sign-out";
  return (
    <Form method="post" action="/auth/sign-out">
      <Button type="submit" variant="secondary" size="sm" disabled={signingOut}>
        {signingOut ? <Spinner label="Logging out" /> : <LogOut aria-hidden="true" />}
        Logout
      </Button>
    </Form>
  );
}
