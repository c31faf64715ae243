/** The dashboard's icon picker uses the same icon map as the public pages. */
export { SERVICE_ICON_NAMES, SERVICE_ICONS, ServiceIcon } from "~/components/service-icons";
