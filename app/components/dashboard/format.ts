/** The dashboard screens use the one display-format module. */
export { formatDate, formatDateTime, isoDate } from "~/domain/format";
