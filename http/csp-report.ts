/**
 * Where browsers report what the Content-Security-Policy refused (`report-uri` and the Reporting API's
 * `report-to`): each violation is logged as a warning with its directive, what was blocked and the
 * page, so a policy that starts refusing something the site needs is seen in the logs, not by users.
 * Plain TypeScript without path aliases: server.ts imports it directly (Node strips the types).
 */
import express, { type Request, type Response } from "express";

export const CSP_REPORT_PATH = "/csp-report";

/** The policy's reporting directives, and the Reporting-Endpoints header that names the group. */
export const CSP_REPORTING = `report-uri ${CSP_REPORT_PATH}; report-to csp`;
export const REPORTING_ENDPOINTS = `csp="${CSP_REPORT_PATH}"`;

export type CspViolation = { directive: string; blocked: string; page: string };

const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 300) : "");

/** The violations in a report body: `report-uri`'s `{ "csp-report": … }` or the Reporting API's list. */
export function violationsOf(body: unknown): CspViolation[] {
  if (Array.isArray(body)) {
    return body
      .filter((r) => r && typeof r === "object" && r.type === "csp-violation" && r.body && typeof r.body === "object")
      .slice(0, 20)
      .map((r) => ({
        directive: text(r.body.effectiveDirective),
        blocked: text(r.body.blockedURL),
        page: text(r.body.documentURL),
      }));
  }
  const report = body && typeof body === "object" ? (body as Record<string, unknown>)["csp-report"] : undefined;
  if (!report || typeof report !== "object") return [];
  const r = report as Record<string, unknown>;
  return [
    {
      directive: text(r["effective-directive"] ?? r["violated-directive"]),
      blocked: text(r["blocked-uri"]),
      page: text(r["document-uri"]),
    },
  ];
}

/**
 * The report endpoint: small JSON bodies only, answered 204 whatever they hold. Browsers send reports
 * on their own (not always with this site's Origin); a report can only add a log line.
 */
export function cspReportRoute(log: (violation: CspViolation) => void) {
  const router = express.Router();
  router.post(
    CSP_REPORT_PATH,
    express.json({ limit: "16kb", type: ["application/csp-report", "application/reports+json", "application/json"] }),
    (req: Request, res: Response) => {
      for (const violation of violationsOf(req.body)) log(violation);
      res.status(204).end();
    },
  );
  return router;
}
