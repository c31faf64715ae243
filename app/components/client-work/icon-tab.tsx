import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { TabsTrigger } from "~/components/ui/tabs";

/**
 * A tab of a client-work screen: its icon from the small breakpoint up, and a label that may wrap on a
 * phone, where the tabs share the width in equal columns.
 */
export function IconTab({
  value,
  icon: Icon,
  children,
}: {
  value: string;
  icon: LucideIcon;
  children: React.ReactNode;
}) {
  return (
    <TabsTrigger
      value={value}
      className="h-auto min-h-9 justify-center px-2 py-1.5 text-center leading-tight whitespace-normal sm:px-4 sm:whitespace-nowrap"
    >
      <Icon aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
      {children}
    </TabsTrigger>
  );
}
