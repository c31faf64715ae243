/** The home page hero visual, the default share image and the logo. */
import type { Scene } from "../generate.ts";
import {
  areaChart,
  avatar,
  barChart,
  browser,
  donut,
  dotGrid,
  glow,
  icon,
  page,
  phone,
  series,
  sidebar,
  tabBar,
} from "../lib.ts";

const BRAND = { 600: "#4f3fe0", 700: "#3f30c0", 950: "#15123a", accent: "#f5b83d", ink: "#1a1838" };

const LOGO_SVG = (size: number) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="${BRAND[600]}"/><path d="M9 8v16h14" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round" fill="none"/><circle cx="21.5" cy="11.5" r="3.2" fill="${BRAND.accent}"/></svg>`;

/** The dashboard of an imaginary client product ("Northwind Ops"), in the studio's colours. */
function opsDashboard() {
  const pipeline = series(5, 22, 40, 8, 2.4);
  return `
  ${sidebar({
    brand: "Northwind",
    brandColor: BRAND[600],
    accent: BRAND[600],
    active: 0,
    width: 210,
    items: [
      ["LayoutDashboard", "Overview"],
      ["Users", "Customers"],
      ["Briefcase", "Deals"],
      ["Calendar", "Schedule"],
      ["ClipboardCheck", "Tasks"],
      ["BarChart3", "Reports"],
      ["Settings", "Settings"],
    ],
    footer: `<div style="border-radius:12px;padding:14px;background:#eeecff;color:${BRAND.ink};font-size:12.5px"><b>Team plan</b><div style="opacity:.7;margin-top:3px">42 seats · all features</div></div>`,
  })}
  <main class="col grow" style="padding:22px 24px;gap:16px;background:#f8f8fc;min-width:0">
    <div class="row" style="justify-content:space-between"><div><div class="label">Monday, 23 November</div><div class="display" style="font-size:25px;font-weight:700;color:${BRAND.ink}">Good morning, Elena</div></div>
      <div class="row" style="gap:8px">${avatar("EM", "#db2777", 32)}<span class="pill" style="background:${BRAND[600]};color:#fff;padding:9px 15px">${icon("Plus", 14)} New deal</span></div></div>
    <div class="row" style="gap:14px">${[
      ["Revenue", "$248k", "+18%", BRAND[600]],
      ["Active deals", "126", "+9", "#0ea5e9"],
      ["Win rate", "41%", "+6 pts", "#10b981"],
    ]
      .map(
        ([l, v, d, c]) =>
          `<div class="card grow" style="padding:14px 16px"><div class="muted" style="font-size:12.5px">${l}</div><div class="row" style="gap:8px;align-items:baseline;margin-top:4px"><span class="kpi" style="font-size:26px;color:${BRAND.ink}">${v}</span><span class="pill" style="background:${c}1a;color:${c};padding:2px 8px">${d}</span></div></div>`,
      )
      .join("")}</div>
    <div class="row grow" style="gap:14px;align-items:stretch">
      <div class="col" style="width:690px;gap:14px;flex:none">
        <div class="card" style="padding:16px 18px"><div class="row" style="justify-content:space-between"><b style="font-size:14.5px">Pipeline value</b><span class="muted" style="font-size:12px">last 12 weeks</span></div><div style="margin-top:10px">${areaChart({ w: 650, h: 210, values: pipeline, color: BRAND[600], grid: "#ebeaf5" })}</div></div>
        <div class="row grow" style="gap:14px;align-items:stretch">
          <div class="card grow" style="padding:16px"><b style="font-size:14px">Deals by stage</b><div class="row" style="gap:16px;margin-top:10px">${donut(
            {
              size: 96,
              thickness: 14,
              segments: [
                { value: 40, color: BRAND[600] },
                { value: 25, color: "#0ea5e9" },
                { value: 20, color: BRAND.accent },
                { value: 15, color: "#10b981" },
              ],
            },
          )}<div class="col" style="gap:6px;font-size:12.5px">${[
            ["Lead", BRAND[600], "40%"],
            ["Demo", "#0ea5e9", "25%"],
            ["Offer", BRAND.accent, "20%"],
            ["Won", "#10b981", "15%"],
          ]
            .map(
              ([l, c, v]) =>
                `<span class="row" style="gap:8px"><i style="width:8px;height:8px;border-radius:3px;background:${c}"></i>${l}<b style="margin-left:10px">${v}</b></span>`,
            )
            .join("")}</div></div></div>
          <div class="card grow" style="padding:16px"><b style="font-size:14px">Team activity</b>${[
            ["TN", "#0ea5e9", "Closed the Globex renewal"],
            ["AO", "#db2777", "Booked 3 demos for Friday"],
            ["JW", "#10b981", "Sent 12 offers"],
          ]
            .map(
              ([a, c, t]) =>
                `<div class="row" style="gap:10px;margin-top:11px;font-size:12.5px">${avatar(a, c, 26)}<span>${t}</span></div>`,
            )
            .join("")}</div>
        </div>
      </div>
      <div class="card grow" style="padding:16px"><b style="font-size:14px">Upcoming</b>${["Globex call", "Initech offer", "Q4 review", "Team sync"].map((t, i) => `<div style="margin-top:12px;padding:10px;border-radius:10px;background:#f6f5ff;font-size:12.5px"><b>${t}</b><div class="muted">${["10:30", "13:00", "15:00", "16:30"][i]}</div></div>`).join("")}</div>
    </div>
  </main>`;
}

function heroScene() {
  // everything is drawn at 84% inside the canvas so the soft shadows fade out before its edges
  return page(
    `<div class="scene"><div class="abs" style="left:0;top:0;width:1440px;height:1152px;transform:translate(115px,70px) scale(.84);transform-origin:top left">
    ${browser({ x: 40, y: 120, w: 1180, h: 760, url: "ops.northwind.com", body: opsDashboard() })}
    ${phone({
      x: 1030,
      y: 400,
      scale: 1.12,
      body: `<div style="padding:4px 20px"><div class="label">Northwind · Field app</div><div class="display" style="font-size:21px;font-weight:700;margin-top:2px">Today</div>
        <div style="margin-top:14px;border-radius:18px;background:linear-gradient(140deg,${BRAND[600]},${BRAND[950]});color:#fff;padding:16px"><div style="font-size:12px;opacity:.75">Next meeting · 10:30</div><div style="font-weight:700;font-size:16px;margin-top:4px">Globex renewal call</div><div class="row" style="gap:6px;margin-top:12px">${avatar("PR", "#f59e0b", 24)}${avatar("TN", "#0ea5e9", 24)}<span style="font-size:12px;opacity:.8;margin-left:4px">+2 attendees</span></div></div>
        ${[
          ["Send offer to Initech", "Deals", true],
          ["Call back Umbrella Co.", "Customers", false],
          ["Review Q4 forecast", "Reports", false],
        ]
          .map(
            ([t, c, done]) =>
              `<div class="row" style="gap:12px;margin-top:12px;padding:12px;border-radius:14px;border:1px solid #eceaf5"><span style="width:22px;height:22px;border-radius:7px;${done ? `background:${BRAND[600]};color:#fff` : "border:2px solid #cfcde0"};display:flex;align-items:center;justify-content:center">${done ? icon("Check", 14) : ""}</span><div><div style="font-size:13.5px;font-weight:600;${done ? "text-decoration:line-through;color:#8b8aa3" : ""}">${t}</div><div class="muted" style="font-size:11.5px">${c}</div></div></div>`,
          )
          .join("")}
        <div style="margin-top:12px;border-radius:14px;background:#f6f5ff;padding:12px">${barChart({ w: 230, h: 56, values: series(9, 12, 40, 14, 1.2), color: BRAND[600], muted: "#d6d2ff", highlight: 11, gap: 6, radius: 3 })}</div></div>
        ${tabBar(
          [
            ["Home", "Today"],
            ["Users", "Customers"],
            ["Briefcase", "Deals"],
            ["Settings", "More"],
          ],
          0,
          BRAND[600],
        )}`,
    })}
    <div class="float" style="left:24px;top:24px;width:330px;padding:16px 18px">
      <div class="row" style="gap:12px"><span style="width:42px;height:42px;border-radius:12px;background:#dcfce7;color:#16a34a;display:flex;align-items:center;justify-content:center">${icon("CheckCircle2", 21)}</span><div class="grow"><b style="font-size:14.5px">Sprint 4 shipped</b><div class="muted" style="font-size:12.5px">Offline sync and customer portal are live</div></div></div>
    </div>
    <div class="float" style="left:60px;top:930px;width:330px;padding:18px 20px">
      <div class="row" style="justify-content:space-between"><span class="muted" style="font-size:12.5px">Time saved per week</span><span class="pill" style="background:#eeecff;color:${BRAND[600]}">+38%</span></div>
      <div class="kpi" style="font-size:32px;color:${BRAND.ink};margin-top:2px">126 hours</div>
      <div class="row" style="gap:-6px;margin-top:10px">${["#db2777", "#0ea5e9", "#10b981", "#f59e0b"].map((c, i) => `<span style="margin-left:${i ? -8 : 0}px;border:2px solid #fff;border-radius:50%">${avatar(["EM", "TN", "AO", "JW"][i]!, c, 30)}</span>`).join("")}<span class="muted" style="font-size:12.5px;margin-left:10px">42 people use it daily</span></div>
    </div>
  </div></div>`,
    "html, body { background: transparent !important; }",
    { w: 1440, h: 1152 },
  );
}

function ogScene() {
  return page(
    `<div class="scene" style="background:radial-gradient(120% 120% at 100% 0%, #4f3fe0 0%, #2a2080 40%, ${BRAND[950]} 100%)">
    ${dotGrid("#ffffff", 28, 0.12)}
    ${glow(1100, 80, 420, BRAND.accent, 140, 0.35)}
    <div class="abs row" style="left:72px;top:70px;gap:14px">${LOGO_SVG(54)}<span class="display" style="color:#fff;font-size:34px;font-weight:700">Lumen<span style="color:${BRAND.accent}">.</span></span></div>
    <div class="abs display" style="left:72px;top:190px;width:560px;color:#fff;font-size:60px;font-weight:700;line-height:1.04">Custom software for growing companies</div>
    <div class="abs" style="left:74px;top:470px;width:520px;color:#d6d2ff;font-size:23px;line-height:1.45">CRM systems · SaaS platforms · MVPs · Employee management</div>
    ${browser({ x: 690, y: 150, w: 760, h: 560, url: "ops.northwind.com", body: `<div style="transform:scale(.66);transform-origin:top left;width:1150px;height:780px;display:flex">${opsDashboard()}</div>` })}
  </div>`,
    "",
    { w: 1200, h: 630 },
  );
}

export function brandScenes(): Scene[] {
  return [
    { file: "hero/hero", w: 1440, h: 1152, html: heroScene(), variants: [720], quality: 0.82, transparent: true },
    { file: "og/default", w: 1200, h: 630, html: ogScene(), format: "jpeg", quality: 0.85 },
    {
      file: "brand/logo",
      w: 512,
      h: 512,
      html: page(
        `<div style="width:512px;height:512px">${LOGO_SVG(512)}</div>`,
        "html,body{background:transparent!important}",
        { w: 512, h: 512 },
      ),
      format: "png",
      transparent: true,
    },
  ];
}
