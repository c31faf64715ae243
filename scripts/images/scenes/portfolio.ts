/** Portfolio covers and gallery images for the six demo projects. */
import type { Scene } from "../generate.ts";
import {
  areaChart,
  avatar,
  barChart,
  browser,
  cityMap,
  donut,
  dotGrid,
  glow,
  icon,
  page,
  phone,
  rng,
  series,
  sidebar,
  tabBar,
} from "../lib.ts";

const W = 1600;
const H = 1000;
const cover = (file: string, html: string): Scene => ({
  file: `portfolio/${file}`,
  w: W,
  h: H,
  html,
  variants: [800],
  quality: 0.8,
});

// ─────────────────────────────────────────── Harbor Freight Dispatch (logistics, dark UI)
const HARBOR = {
  bg1: "#07122a",
  bg2: "#0e2a52",
  cyan: "#22d3ee",
  amber: "#fbbf24",
  green: "#34d399",
  red: "#f87171",
  ink: "#e8ecf8",
};

function harborMap(w: number, h: number, seed = 3) {
  const map = cityMap({
    w,
    h,
    seed,
    land: "#0d1529",
    water: "#0a2244",
    park: "#10263a",
    road: "#18223d",
    major: "#223157",
    block: "#111b33",
  });
  const trucks = [
    [0.22, 0.3, HARBOR.cyan],
    [0.46, 0.52, HARBOR.amber],
    [0.68, 0.28, HARBOR.cyan],
    [0.8, 0.66, HARBOR.green],
    [0.35, 0.74, HARBOR.cyan],
    [0.58, 0.16, HARBOR.green],
    [0.12, 0.58, HARBOR.cyan],
    [0.9, 0.4, HARBOR.red],
  ] as const;
  const routes = `<svg class="abs" style="inset:0" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><filter id="glow"><feGaussianBlur stdDeviation="4" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter></defs>
    <path d="M${w * 0.22},${h * 0.3} C${w * 0.35},${h * 0.2} ${w * 0.5},${h * 0.45} ${w * 0.68},${h * 0.28}" fill="none" stroke="${HARBOR.cyan}" stroke-width="4" stroke-linecap="round" filter="url(#glow)"/>
    <path d="M${w * 0.46},${h * 0.52} C${w * 0.6},${h * 0.62} ${w * 0.7},${h * 0.75} ${w * 0.8},${h * 0.66}" fill="none" stroke="${HARBOR.amber}" stroke-width="4" stroke-linecap="round" stroke-dasharray="2 10" filter="url(#glow)"/>
    <path d="M${w * 0.12},${h * 0.58} C${w * 0.2},${h * 0.8} ${w * 0.3},${h * 0.7} ${w * 0.35},${h * 0.74}" fill="none" stroke="${HARBOR.green}" stroke-width="4" stroke-linecap="round" filter="url(#glow)"/>
  </svg>`;
  const pins = trucks
    .map(
      ([x, y, c]) =>
        `<div class="abs" style="left:${x * w - 17}px;top:${y * h - 17}px;width:34px;height:34px;border-radius:50%;background:${c};color:#07122a;display:flex;align-items:center;justify-content:center;box-shadow:0 0 0 6px ${c}33, 0 6px 14px rgba(0,0,0,.5)">${icon("Truck", 17)}</div>`,
    )
    .join("");
  return `<div class="abs" style="inset:0;overflow:hidden">${map}${routes}${pins}</div>`;
}

function harborDashboard(w: number, h: number) {
  const loads = [
    ["HF-20418", "Oakland → Sacramento", "On time", HARBOR.green, "14:20", "JM"],
    ["HF-20422", "Stockton → Fresno", "Delayed 12m", HARBOR.amber, "15:05", "AR"],
    ["HF-20425", "San Jose → Modesto", "On time", HARBOR.green, "15:40", "KL"],
    ["HF-20431", "Richmond → Davis", "Loading", HARBOR.cyan, "16:10", "TS"],
    ["HF-20437", "Hayward → Tracy", "On time", HARBOR.green, "16:45", "PB"],
  ];
  const kpis = [
    ["Active trucks", "284", "+12", HARBOR.cyan],
    ["On-time rate", "96.4%", "+3.1%", HARBOR.green],
    ["Avg. dispatch", "3m 12s", "−73%", HARBOR.amber],
    ["Open alerts", "7", "−4", HARBOR.red],
  ];
  const mapW = w - 232 - 360 - 48;
  return `
  ${sidebar({
    brand: "Harbor",
    brandColor: "#0891b2",
    dark: true,
    accent: HARBOR.cyan,
    active: 0,
    items: [
      ["LayoutDashboard", "Dispatch"],
      ["Package", "Loads"],
      ["Users", "Drivers"],
      ["Truck", "Fleet"],
      ["Building2", "Customers"],
      ["BarChart3", "Reports"],
      ["Settings", "Settings"],
    ],
    footer: `<div style="border-radius:12px;padding:14px;background:linear-gradient(135deg,#0e7490,#155e75);color:#fff;font-size:12.5px"><b style="font-size:13.5px">Live sync</b><div style="opacity:.8;margin-top:4px">GPS refreshed 4s ago</div></div>`,
  })}
  <main class="col grow" style="padding:22px 24px;gap:18px;color:${HARBOR.ink};min-width:0">
    <div class="row" style="justify-content:space-between">
      <div><div class="label" style="color:#7c86aa">Tuesday · Bay Area region</div><div class="display" style="font-size:26px;font-weight:700;margin-top:2px">Live dispatch board</div></div>
      <div class="row" style="gap:10px">
        <span class="pill" style="background:#151c31;color:#aab3d4;border:1px solid #242c48;padding:8px 14px">${icon("Search", 14)} Search loads, drivers…</span>
        <span class="pill" style="background:${HARBOR.cyan};color:#05202a;padding:9px 16px">${icon("Plus", 14)} Assign load</span>
      </div>
    </div>
    <div class="row" style="gap:14px">
      ${kpis
        .map(
          ([l, v, d, c]) =>
            `<div class="card grow" style="padding:14px 16px"><div class="row" style="justify-content:space-between"><span style="font-size:12.5px;color:#8a93b5">${l}</span><span class="pill" style="background:${c}22;color:${c};padding:2px 8px;font-size:11px">${d}</span></div><div class="kpi" style="font-size:28px;margin-top:6px">${v}</div></div>`,
        )
        .join("")}
    </div>
    <div class="row grow" style="gap:16px;align-items:stretch;min-height:0">
      <div class="col" style="width:360px;gap:10px;flex:none">
        <div class="row" style="justify-content:space-between;font-size:13px;color:#8a93b5"><span><b style="color:#fff">Loads today</b> · 126</span><span>${icon("Filter", 14)}</span></div>
        ${loads
          .map(
            (
              [id, route, st, c, eta, who],
              i,
            ) => `<div class="card" style="padding:12px 14px;${i === 1 ? `border-color:${HARBOR.amber}88;background:#1a1d2c` : ""}">
              <div class="row" style="justify-content:space-between"><span style="font-size:12px;color:#8a93b5;font-weight:600">${id}</span><span class="pill" style="background:${c}1f;color:${c};padding:2px 8px;font-size:11px">${st}</span></div>
              <div style="font-size:14.5px;font-weight:600;margin-top:6px">${route}</div>
              <div class="row" style="justify-content:space-between;margin-top:8px;font-size:12px;color:#8a93b5"><span class="row" style="gap:6px">${avatar(who, ["#0891b2", "#d97706", "#059669", "#7c3aed", "#db2777"][i]!, 22)} Driver</span><span class="row" style="gap:4px">${icon("Clock", 12)} ETA ${eta}</span></div>
            </div>`,
          )
          .join("")}
      </div>
      <div class="card grow" style="position:relative;overflow:hidden;min-width:0;padding:0">
        ${harborMap(mapW, h - 42 - 220)}
        <div class="abs" style="left:${mapW * 0.46 - 20}px;top:${(h - 262) * 0.52 - 150}px;width:230px;padding:14px;border-radius:14px;background:rgba(12,18,36,.92);border:1px solid #2a3454;backdrop-filter:blur(6px)">
          <div class="row" style="justify-content:space-between"><b style="font-size:13.5px">HF-20422</b><span class="pill" style="background:${HARBOR.amber}22;color:${HARBOR.amber};padding:2px 8px;font-size:11px">12 min late</span></div>
          <div style="font-size:12px;color:#8a93b5;margin-top:6px">Traffic on I-5 S · customer notified by SMS</div>
          <div class="bar-track" style="margin-top:10px;background:#222a44"><div style="width:64%;background:${HARBOR.amber}"></div></div>
        </div>
        <div class="abs row" style="right:14px;top:14px;gap:8px">
          <span class="pill" style="background:rgba(12,18,36,.9);color:#cfd6f0;border:1px solid #2a3454">${icon("Navigation", 13)} Live</span>
          <span class="pill" style="background:rgba(12,18,36,.9);color:#cfd6f0;border:1px solid #2a3454">${icon("Layers", 13)} Traffic</span>
        </div>
      </div>
    </div>
  </main>`;
}

function harborDriverApp() {
  return `<div style="padding:6px 20px 0;color:#e8ebf7">
    <div class="label" style="color:#7c86aa">Stop 3 of 6</div>
    <div class="display" style="font-size:22px;font-weight:700;margin-top:2px">Next delivery</div>
    <div style="margin-top:14px;border-radius:18px;overflow:hidden;height:190px;position:relative">${harborMap(258, 190, 9)}</div>
    <div style="margin-top:14px;border-radius:16px;background:#151b2e;padding:14px;border:1px solid #232a42">
      <div style="font-weight:600;font-size:15px">Greenline Grocers</div>
      <div style="font-size:12.5px;color:#8a93b5;margin-top:3px">1840 Harbor Way, Sacramento</div>
      <div class="row" style="gap:8px;margin-top:12px"><span class="pill" style="background:#22d3ee22;color:#22d3ee">${icon("Clock", 12)} ETA 14:20</span><span class="pill" style="background:#34d39922;color:#34d399">${icon("Package", 12)} 18 pallets</span></div>
    </div>
    <div style="margin-top:14px;height:52px;border-radius:16px;background:#22d3ee;color:#05202a;font-weight:700;display:flex;align-items:center;justify-content:center;gap:8px;font-size:15px">${icon("CheckCircle2", 18)} Proof of delivery</div>
    <div class="row" style="justify-content:center;gap:6px;margin-top:12px;font-size:12px;color:#8a93b5">${icon("WifiOff", 13)} Works offline · 2 updates queued</div>
  </div>
  ${tabBar(
    [
      ["Navigation", "Route"],
      ["Package", "Loads"],
      ["MessageSquare", "Chat"],
      ["Settings", "More"],
    ],
    0,
    HARBOR.cyan,
    true,
  )}`;
}

function harborCover() {
  return page(`<div class="scene" style="background:radial-gradient(120% 90% at 85% 0%, ${HARBOR.bg2} 0%, ${HARBOR.bg1} 60%)">
    ${dotGrid("#3b5b8f", 30, 0.35)}
    ${glow(1350, 120, 520, "#0891b2", 140, 0.55)}
    ${glow(200, 950, 500, "#1d4ed8", 140, 0.45)}
    ${browser({ x: 90, y: 110, w: 1210, h: 820, url: "dispatch.harborlogistics.com", dark: true, body: harborDashboard(1210, 820) })}
    ${phone({ x: 1245, y: 250, scale: 1.02, dark: true, body: harborDriverApp() })}
    <div class="float" style="left:60px;top:800px;width:270px;padding:18px 20px">
      <div class="row" style="gap:10px"><span style="width:36px;height:36px;border-radius:10px;background:#ecfeff;color:#0891b2;display:flex;align-items:center;justify-content:center">${icon("Zap", 18)}</span><div><div class="kpi" style="font-size:24px">11 → 3 min</div><div class="muted" style="font-size:12.5px">average dispatch time</div></div></div>
      <div style="margin-top:12px">${barChart({ w: 230, h: 48, values: [11, 9.5, 8, 6.2, 4.8, 3.6, 3.1], color: "#0891b2", muted: "#a5f3fc", highlight: 6, gap: 10 })}</div>
    </div>
  </div>`);
}

function harborGalleryMobile() {
  const screens = [
    harborDriverApp(),
    `<div style="padding:6px 20px;color:#e8ebf7"><div class="label" style="color:#7c86aa">Today</div><div class="display" style="font-size:22px;font-weight:700">My route</div>
      ${[
        "Greenline Grocers|14:20|Delivered",
        "Bayview Hardware|14:55|Next",
        "Delta Foods|15:40|Planned",
        "Sierra Supply|16:20|Planned",
        "Capitol Market|17:05|Planned",
      ]
        .map((row, i) => {
          const [n, t, s] = row.split("|");
          const c = s === "Delivered" ? "#34d399" : s === "Next" ? "#22d3ee" : "#6b7396";
          return `<div class="row" style="gap:12px;margin-top:14px"><div class="col" style="align-items:center"><span style="width:14px;height:14px;border-radius:50%;border:3px solid ${c};background:${s === "Delivered" ? c : "transparent"}"></span>${i < 4 ? `<span style="width:2px;height:46px;background:#232a42;margin-top:4px"></span>` : ""}</div><div class="grow" style="border-radius:14px;background:#151b2e;border:1px solid #232a42;padding:10px 12px;margin-top:-4px"><div style="font-weight:600;font-size:14px">${n}</div><div class="row" style="justify-content:space-between;font-size:12px;color:#8a93b5;margin-top:2px"><span>${t}</span><span style="color:${c}">${s}</span></div></div></div>`;
        })
        .join("")}</div>`,
    `<div style="padding:6px 20px;color:#e8ebf7"><div class="label" style="color:#7c86aa">Stop 1 · Delivered</div><div class="display" style="font-size:22px;font-weight:700">Signature</div>
      <div style="margin-top:16px;height:200px;border-radius:18px;background:#f8fafc;position:relative">
        <svg width="258" height="200" viewBox="0 0 258 200"><path d="M30,130 C50,80 70,150 90,110 S120,60 135,120 S170,150 185,100 S215,90 228,118" fill="none" stroke="#0f172a" stroke-width="3" stroke-linecap="round"/><line x1="24" y1="160" x2="234" y2="160" stroke="#cbd5e1" stroke-dasharray="4 6"/></svg>
      </div>
      <div class="row" style="gap:10px;margin-top:14px">${[0, 1, 2].map((i) => `<div style="flex:1;height:74px;border-radius:12px;background:linear-gradient(135deg,${["#334155", "#1e293b", "#0f766e"][i]},#0b1020);display:flex;align-items:center;justify-content:center;color:#94a3b8">${icon("Package", 22)}</div>`).join("")}</div>
      <div style="margin-top:16px;height:52px;border-radius:16px;background:#34d399;color:#052e22;font-weight:700;display:flex;align-items:center;justify-content:center;gap:8px">${icon("Check", 18)} Complete stop</div></div>`,
  ];
  return page(`<div class="scene" style="background:linear-gradient(135deg,#0891b2 0%,#0e3a6b 55%,#07122a 100%)">
    ${dotGrid("#ffffff", 34, 0.12)}
    ${glow(800, 500, 800, "#22d3ee", 180, 0.35)}
    <div class="abs display" style="left:90px;top:90px;color:#fff;font-size:56px;font-weight:700;line-height:1.05;width:520px">Built for the road,<br/>offline first.</div>
    <div class="abs" style="left:92px;top:250px;color:#cffafe;font-size:21px;width:440px;line-height:1.5">The driver app keeps routes, scans and signatures on the phone and syncs when the signal returns.</div>
    ${phone({ x: 560, y: 190, scale: 1.08, rotate: -4, dark: true, body: screens[1]! })}
    ${phone({ x: 900, y: 140, scale: 1.18, dark: true, body: screens[0]! })}
    ${phone({ x: 1270, y: 210, scale: 1.08, rotate: 4, dark: true, body: screens[2]! })}
  </div>`);
}

function harborGalleryAnalytics() {
  const raw = series(4, 30, 88, 3, 0.28);
  const lo = Math.min(...raw);
  const hi = Math.max(...raw);
  const onTime = raw.map((v) => 86.5 + ((v - lo) / (hi - lo)) * 10.5);
  const body = `
  ${sidebar({
    brand: "Harbor",
    brandColor: "#0891b2",
    accent: "#0891b2",
    active: 5,
    items: [
      ["LayoutDashboard", "Dispatch"],
      ["Package", "Loads"],
      ["Users", "Drivers"],
      ["Truck", "Fleet"],
      ["Building2", "Customers"],
      ["BarChart3", "Reports"],
      ["Settings", "Settings"],
    ],
  })}
  <main class="col grow" style="padding:26px 30px;gap:20px;background:#f7f8fc;min-width:0">
    <div class="row" style="justify-content:space-between"><div><div class="label">Reports</div><div class="display" style="font-size:28px;font-weight:700">Fleet performance</div></div>
      <div class="row" style="gap:8px">${["7 days", "30 days", "Quarter"].map((t, i) => `<span class="pill" style="padding:8px 14px;${i === 1 ? "background:#0e7490;color:#fff" : "background:#fff;color:#5d6279;border:1px solid #e4e6ef"}">${t}</span>`).join("")}</div></div>
    <div class="row" style="gap:18px">
      ${[
        ["On-time deliveries", "96.4%", "+8.2 pts", "#059669"],
        ["Loads delivered", "3,912", "+14%", "#0891b2"],
        ["Empty miles", "9.8%", "−5.1 pts", "#d97706"],
        ["Fuel per load", "$41.20", "−11%", "#7c3aed"],
      ]
        .map(
          ([l, v, d, c]) =>
            `<div class="card grow" style="padding:18px 20px"><div style="font-size:13px" class="muted">${l}</div><div class="row" style="gap:10px;margin-top:6px"><span class="kpi" style="font-size:32px">${v}</span><span class="pill" style="background:${c}1a;color:${c}">${d}</span></div></div>`,
        )
        .join("")}
    </div>
    <div class="row grow" style="gap:18px;align-items:stretch">
      <div class="card grow" style="padding:22px 24px"><div class="row" style="justify-content:space-between"><div><b style="font-size:16px">On-time rate</b><div class="muted" style="font-size:13px;margin-top:2px">Daily, last 30 days, against target</div></div><span class="pill" style="background:#ecfeff;color:#0e7490">Target 92%</span></div>
        <div class="row" style="margin-top:18px;gap:10px;align-items:stretch"><div class="col" style="justify-content:space-between;font-size:11.5px;color:#9aa0b4;padding:2px 0 26px">${["100%", "95%", "90%", "85%", "80%"].map((t) => `<span>${t}</span>`).join("")}</div><div>${areaChart({ w: 720, h: 450, values: onTime, color: "#0891b2", grid: "#e5e7ef", second: { values: onTime.map(() => 92), color: "#f59e0b", dashed: true }, max: 100, min: 80 })}<div class="row" style="justify-content:space-between;font-size:11.5px;color:#9aa0b4;margin-top:8px">${["Oct 23", "Oct 30", "Nov 6", "Nov 13", "Nov 20"].map((t) => `<span>${t}</span>`).join("")}</div></div></div></div>
      <div class="col" style="width:330px;gap:18px">
        <div class="card" style="padding:22px"><b style="font-size:16px">Delay causes</b><div class="row" style="gap:18px;margin-top:14px">${donut(
          {
            size: 130,
            thickness: 20,
            segments: [
              { value: 46, color: "#0891b2" },
              { value: 27, color: "#f59e0b" },
              { value: 17, color: "#7c3aed" },
              { value: 10, color: "#e11d48" },
            ],
          },
        )}
          <div class="col" style="gap:8px;font-size:13px">${[
            ["Traffic", "#0891b2", "46%"],
            ["Loading", "#f59e0b", "27%"],
            ["Weather", "#7c3aed", "17%"],
            ["Other", "#e11d48", "10%"],
          ]
            .map(
              ([l, c, v]) =>
                `<span class="row" style="gap:8px"><i style="width:9px;height:9px;border-radius:3px;background:${c}"></i>${l}<b style="margin-left:auto">${v}</b></span>`,
            )
            .join("")}</div></div></div>
        <div class="card grow" style="padding:22px"><b style="font-size:16px">Loads per weekday</b><div style="margin-top:20px">${barChart({ w: 280, h: 250, values: [620, 710, 690, 760, 820, 410, 160], color: "#0e7490", muted: "#a5f3fc", highlight: 4, gap: 14 })}</div>
          <div class="row" style="justify-content:space-between;margin-top:8px;font-size:12px" >${["M", "T", "W", "T", "F", "S", "S"].map((d) => `<span class="muted" style="width:28px;text-align:center">${d}</span>`).join("")}</div></div>
      </div>
    </div>
  </main>`;
  return page(`<div class="scene" style="background:linear-gradient(160deg,#e0f7fb,#eef2ff)">
    ${glow(1400, 100, 500, "#67e8f9", 140, 0.5)}
    ${browser({ x: 70, y: 60, w: 1460, h: 900, url: "dispatch.harborlogistics.com/reports", body })}
  </div>`);
}

// ─────────────────────────────────────────── Clinicly Scheduling (healthcare SaaS, light mint)
const CLIN = {
  teal: "#0d9488",
  mint: "#ccfbf1",
  ink: "#0f2e2b",
  violet: "#7c3aed",
  rose: "#e11d48",
  sky: "#0284c7",
  amber: "#d97706",
};

function clinicCalendar(w: number) {
  const days = ["Mon 16", "Tue 17", "Wed 18", "Thu 19", "Fri 20"];
  const hours = ["08:00", "09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00"];
  const r = rng(21);
  const colors = [
    [CLIN.teal, "#ccfbf1"],
    [CLIN.violet, "#ede9fe"],
    [CLIN.sky, "#e0f2fe"],
    [CLIN.amber, "#fef3c7"],
    [CLIN.rose, "#ffe4e6"],
  ];
  const names = [
    "A. Moreno",
    "J. Chen",
    "L. Okoye",
    "S. Berg",
    "M. Rossi",
    "D. Ivanov",
    "K. Tanaka",
    "P. Silva",
    "R. Haddad",
    "E. Novak",
    "T. Weiss",
    "N. Dubois",
  ];
  const kinds = ["Check-up", "Physio", "Follow-up", "Dental clean", "Vaccination", "Consult"];
  const colW = (w - 64) / 5;
  const rowH = 62;
  const events: string[] = [];
  for (let d = 0; d < 5; d++) {
    let t = r() * 0.6;
    while (t < 7.2) {
      const len = 0.5 + Math.floor(r() * 3) * 0.5;
      if (r() < 0.72) {
        const [c, bg] = colors[Math.floor(r() * colors.length)]!;
        events.push(`<div class="abs" style="left:${64 + d * colW + 4}px;top:${34 + t * rowH + 2}px;width:${colW - 8}px;height:${len * rowH - 4}px;border-radius:9px;background:${bg};border-left:3px solid ${c};padding:6px 8px;overflow:hidden">
          <div style="font-size:11.5px;font-weight:700;color:${c}">${names[Math.floor(r() * names.length)]}</div>${len > 0.5 ? `<div style="font-size:11px;color:#475569;margin-top:1px">${kinds[Math.floor(r() * kinds.length)]}</div>` : ""}</div>`);
      }
      t += len + (r() < 0.4 ? 0.5 : 0);
    }
  }
  return `<div style="position:relative;height:${34 + 8 * rowH}px">
    <div class="row abs" style="left:64px;right:0;top:0;height:34px">${days.map((d, i) => `<div style="width:${colW}px;text-align:center;font-size:12.5px;font-weight:600;${i === 2 ? `color:${CLIN.teal}` : "color:#64748b"}">${d}</div>`).join("")}</div>
    ${hours.map((h, i) => `<div class="abs" style="left:0;top:${34 + i * rowH}px;width:100%;border-top:1px solid #edf2f1"><span style="font-size:11px;color:#94a3b8;position:relative;top:-8px;background:#fff;padding-right:6px">${h}</span></div>`).join("")}
    ${days.map((_, i) => `<div class="abs" style="left:${64 + i * colW}px;top:34px;bottom:0;border-left:1px solid #edf2f1"></div>`).join("")}
    ${events.join("")}
    <div class="abs" style="left:60px;right:0;top:${34 + 3.4 * rowH}px;height:2px;background:${CLIN.rose}"><i style="position:absolute;left:-4px;top:-4px;width:10px;height:10px;border-radius:50%;background:${CLIN.rose}"></i></div>
  </div>`;
}

function clinicDashboard(w: number) {
  return `
  ${sidebar({
    brand: "Clinicly",
    brandColor: CLIN.teal,
    accent: CLIN.teal,
    active: 1,
    items: [
      ["Home", "Overview"],
      ["Calendar", "Schedule"],
      ["Users", "Patients"],
      ["Stethoscope", "Practitioners"],
      ["MessageSquare", "Reminders"],
      ["CreditCard", "Billing"],
      ["Settings", "Settings"],
    ],
    footer: `<div style="border-radius:12px;padding:14px;background:${CLIN.mint};color:${CLIN.ink};font-size:12.5px"><b>Northside Clinic</b><div style="opacity:.7;margin-top:3px">3 locations · 14 staff</div></div>`,
  })}
  <main class="col grow" style="padding:22px 26px;gap:16px;min-width:0">
    <div class="row" style="justify-content:space-between"><div><div class="label">Week 47 · November 2026</div><div class="display" style="font-size:26px;font-weight:700;color:${CLIN.ink}">Schedule</div></div>
      <div class="row" style="gap:10px">${avatar("DR", "#0d9488", 30)}${avatar("MK", "#7c3aed", 30)}${avatar("+5", "#94a3b8", 30)}<span class="pill" style="background:${CLIN.teal};color:#fff;padding:9px 16px;margin-left:6px">${icon("Plus", 14)} New appointment</span></div></div>
    <div class="row" style="gap:14px">${[
      ["Booked this week", "412", CLIN.teal],
      ["No-shows", "2.1%", CLIN.rose],
      ["Waitlist fills", "70%", CLIN.violet],
      ["Utilisation", "91%", CLIN.sky],
    ]
      .map(
        ([l, v, c]) =>
          `<div class="card grow row" style="padding:12px 14px;gap:12px"><span style="width:8px;height:34px;border-radius:4px;background:${c}"></span><div><div style="font-size:12px" class="muted">${l}</div><div class="kpi" style="font-size:22px;color:${CLIN.ink}">${v}</div></div></div>`,
      )
      .join("")}</div>
    <div class="card" style="padding:14px 16px 6px;overflow:hidden">${clinicCalendar(w - 232 - 52 - 32)}</div>
  </main>`;
}

function clinicBookingPhone() {
  const slots = ["09:00", "09:30", "10:15", "11:00", "13:30", "14:00", "15:15", "16:00"];
  return `<div style="padding:4px 20px">
    <div class="row" style="gap:10px"><span style="width:40px;height:40px;border-radius:12px;background:${CLIN.mint};color:${CLIN.teal};display:flex;align-items:center;justify-content:center">${icon("Stethoscope", 20)}</span><div><div style="font-weight:700;font-size:15px">Northside Clinic</div><div style="font-size:12px;color:#64748b">Physiotherapy · 45 min</div></div></div>
    <div class="display" style="font-size:21px;font-weight:700;margin-top:18px">Pick a time</div>
    <div class="row" style="gap:6px;margin-top:12px">${["Mon|16", "Tue|17", "Wed|18", "Thu|19", "Fri|20"]
      .map((d, i) => {
        const [a, b] = d.split("|");
        return `<div class="col" style="flex:1;align-items:center;padding:8px 0;border-radius:12px;${i === 2 ? `background:${CLIN.teal};color:#fff` : "background:#f1f5f9;color:#334155"}"><span style="font-size:11px">${a}</span><b style="font-size:16px">${b}</b></div>`;
      })
      .join("")}</div>
    <div style="display:grid;grid-template-columns:1fr 1fr;gap:8px;margin-top:16px">${slots.map((s, i) => `<div style="height:40px;border-radius:11px;display:flex;align-items:center;justify-content:center;font-weight:600;font-size:14px;${i === 3 ? `background:${CLIN.mint};color:${CLIN.teal};border:2px solid ${CLIN.teal}` : i === 5 ? "background:#f8fafc;color:#cbd5e1;text-decoration:line-through" : "background:#fff;border:1px solid #e2e8f0;color:#334155"}">${s}</div>`).join("")}</div>
    <div style="margin-top:16px;padding:12px;border-radius:14px;background:#f0fdfa;font-size:12.5px;color:#115e59" class="row"><span style="margin-right:8px">${icon("Shield", 16)}</span>Insurance checked: covered</div>
    <div style="margin-top:14px;height:50px;border-radius:15px;background:${CLIN.teal};color:#fff;font-weight:700;display:flex;align-items:center;justify-content:center">Book 11:00 on Wed</div>
  </div>`;
}

function clinicCover() {
  return page(`<div class="scene" style="background:linear-gradient(135deg,#d5f5ee 0%,#eafaf6 45%,#e6f0ff 100%)">
    ${dotGrid("#0d9488", 30, 0.16)}
    ${glow(200, 150, 500, "#5eead4", 140, 0.55)}
    ${glow(1500, 900, 600, "#a5b4fc", 160, 0.5)}
    ${browser({ x: 80, y: 100, w: 1200, h: 850, url: "app.clinicly.io/schedule", body: clinicDashboard(1200) })}
    ${phone({ x: 1215, y: 240, scale: 1.02, body: clinicBookingPhone() })}
    <div class="float" style="left:1040px;top:60px;width:300px;padding:16px 18px">
      <div class="row" style="gap:12px"><span style="width:40px;height:40px;border-radius:12px;background:#ffe4e6;color:${CLIN.rose};display:flex;align-items:center;justify-content:center">${icon("Bell", 19)}</span><div><b style="font-size:14px">Reminder sent</b><div class="muted" style="font-size:12.5px">Ana Moreno · tomorrow 09:30</div></div></div>
    </div>
    <div class="float" style="left:40px;top:790px;width:280px;padding:18px 20px"><div class="muted" style="font-size:12.5px">No-shows since launch</div><div class="row" style="gap:10px;margin-top:4px"><span class="kpi" style="font-size:30px;color:${CLIN.ink}">−38%</span><span class="pill" style="background:${CLIN.mint};color:${CLIN.teal}">SMS reminders</span></div>
      <div style="margin-top:10px">${areaChart({ w: 240, h: 56, values: [9, 8.6, 8.8, 7.4, 6.9, 6.1, 5.8, 5.6], color: CLIN.teal, dot: true })}</div></div>
  </div>`);
}

function clinicGalleryInsights() {
  const body = `
  ${sidebar({
    brand: "Clinicly",
    brandColor: CLIN.teal,
    accent: CLIN.teal,
    active: 0,
    items: [
      ["Home", "Overview"],
      ["Calendar", "Schedule"],
      ["Users", "Patients"],
      ["Stethoscope", "Practitioners"],
      ["MessageSquare", "Reminders"],
      ["CreditCard", "Billing"],
      ["Settings", "Settings"],
    ],
  })}
  <main class="col grow" style="padding:26px 30px;gap:18px;background:#f8fbfa;min-width:0">
    <div class="row" style="justify-content:space-between"><div><div class="label">Overview · all locations</div><div class="display" style="font-size:28px;font-weight:700;color:${CLIN.ink}">Good morning, Dr. Patel</div></div><span class="pill" style="background:#fff;border:1px solid #e2e8f0;color:#475569;padding:8px 14px">${icon("Calendar", 14)} Nov 2026</span></div>
    <div class="row" style="gap:18px">${[
      ["Appointments", "1,684", "+12%"],
      ["Revenue", "$86.4k", "+9%"],
      ["New patients", "214", "+21%"],
      ["Avg. rating", "4.9", "★"],
    ]
      .map(
        ([l, v, d]) =>
          `<div class="card grow" style="padding:18px 20px"><div class="muted" style="font-size:13px">${l}</div><div class="row" style="gap:10px;margin-top:6px"><span class="kpi" style="font-size:30px;color:${CLIN.ink}">${v}</span><span class="pill" style="background:${CLIN.mint};color:${CLIN.teal}">${d}</span></div></div>`,
      )
      .join("")}</div>
    <div class="row grow" style="gap:18px;align-items:stretch">
      <div class="card grow" style="padding:22px"><b style="font-size:16px">Bookings by channel</b><div class="muted" style="font-size:13px">Online booking overtook phone calls in week 3</div>
        <div style="margin-top:18px">${areaChart({ w: 700, h: 300, values: series(8, 24, 40, 6, 2.2), color: CLIN.teal, grid: "#e6efed", second: { values: series(9, 24, 60, 5, -1.2), color: "#94a3b8", dashed: true } })}</div>
        <div class="row" style="gap:18px;font-size:13px;margin-top:10px"><span class="row" style="gap:6px"><i style="width:12px;height:3px;background:${CLIN.teal};border-radius:2px"></i>Online</span><span class="row" style="gap:6px"><i style="width:12px;height:3px;background:#94a3b8;border-radius:2px"></i>Phone</span></div></div>
      <div class="col" style="width:380px;gap:18px">
        <div class="card" style="padding:22px"><b style="font-size:16px">Today's waitlist</b>${[
          ["Liam Okoye", "Physio · any time", "Offered 11:00"],
          ["Mia Rossi", "Check-up · mornings", "Matched"],
          ["Sven Berg", "Dental · Wed", "Waiting"],
        ]
          .map(
            ([n, d, s], i) =>
              `<div class="row" style="gap:12px;margin-top:14px">${avatar(
                (n ?? "")
                  .split(" ")
                  .map((x) => x[0])
                  .join(""),
                ["#0d9488", "#7c3aed", "#0284c7"][i]!,
                36,
              )}<div class="grow"><div style="font-weight:600;font-size:14px">${n}</div><div class="muted" style="font-size:12px">${d}</div></div><span class="pill" style="background:${i === 2 ? "#f1f5f9" : CLIN.mint};color:${i === 2 ? "#64748b" : CLIN.teal}">${s}</span></div>`,
          )
          .join("")}</div>
        <div class="card grow" style="padding:22px"><b style="font-size:16px">Practitioner load</b>${[
          ["Dr. Patel", 92],
          ["Dr. Kim", 84],
          ["J. Alvarez (PT)", 76],
          ["S. Nolan (RDH)", 63],
        ]
          .map(
            ([n, v]) =>
              `<div style="margin-top:14px"><div class="row" style="justify-content:space-between;font-size:13px"><span>${n}</span><b>${v}%</b></div><div class="bar-track" style="margin-top:6px"><div style="width:${v}%;background:linear-gradient(90deg,#5eead4,${CLIN.teal})"></div></div></div>`,
          )
          .join("")}</div>
      </div>
    </div>
  </main>`;
  return page(`<div class="scene" style="background:linear-gradient(160deg,#0f766e,#134e4a)">${dotGrid("#ffffff", 30, 0.1)}${glow(1400, 100, 600, "#5eead4", 160, 0.4)}
    ${browser({ x: 70, y: 60, w: 1460, h: 900, url: "app.clinicly.io", body })}</div>`);
}

// ─────────────────────────────────────────── Fieldnote CRM (field sales, warm coral)
const FN = {
  coral: "#f97316",
  deep: "#9a3412",
  ink: "#2b1a12",
  cream: "#fff7ed",
  blue: "#2563eb",
  green: "#16a34a",
  violet: "#7c3aed",
};

function fieldnoteKanban() {
  const cols = [
    [
      "Lead",
      "#94a3b8",
      [
        ["Oak & Iron Builders", "$12,400", "Visit Thu"],
        ["Riverside Dental", "$4,800", "Call back"],
        ["Patel Pharmacy", "$7,150", "New"],
      ],
    ],
    [
      "Visit planned",
      FN.blue,
      [
        ["Greenway Garden Centre", "$18,900", "Route 4 · Tue"],
        ["Bramley Foods", "$9,300", "Route 2 · Wed"],
      ],
    ],
    [
      "Proposal",
      FN.violet,
      [
        ["Northgate Hotels", "$42,000", "Sent 2d ago"],
        ["Cobalt Fitness", "$15,600", "Draft"],
        ["Hilltop Schools", "$28,750", "Review"],
      ],
    ],
    [
      "Won",
      FN.green,
      [
        ["Summit Hardware", "$31,200", "Signed"],
        ["Maple Cafés", "$8,400", "Signed"],
      ],
    ],
  ] as const;
  return `<div class="row" style="gap:14px;align-items:flex-start">${cols
    .map(
      ([
        title,
        c,
        cards,
      ]) => `<div class="col" style="flex:1;gap:10px;background:#faf7f4;border-radius:14px;padding:12px">
      <div class="row" style="justify-content:space-between;font-size:13px"><span class="row" style="gap:8px;font-weight:700"><i style="width:9px;height:9px;border-radius:50%;background:${c}"></i>${title}</span><span class="muted">${cards.length}</span></div>
      ${cards
        .map(
          ([n, v, s], i) =>
            `<div class="card" style="padding:12px;${title === "Proposal" && i === 0 ? `box-shadow:0 18px 40px -16px rgba(124,58,237,.45);border-color:#ddd6fe;transform:rotate(-1.5deg)` : ""}"><div style="font-weight:600;font-size:13.5px">${n}</div><div class="row" style="justify-content:space-between;margin-top:8px"><b class="tnum" style="font-size:14px;color:${FN.ink}">${v}</b><span class="pill" style="background:${c}18;color:${c};font-size:11px;padding:2px 8px">${s}</span></div></div>`,
        )
        .join("")}
    </div>`,
    )
    .join("")}</div>`;
}

function fieldnoteDashboard() {
  return `
  ${sidebar({
    brand: "Fieldnote",
    brandColor: FN.coral,
    accent: FN.coral,
    active: 1,
    items: [
      ["Home", "Today"],
      ["LayoutDashboard", "Pipeline"],
      ["Route", "Routes"],
      ["MapPin", "Visits"],
      ["Building2", "Accounts"],
      ["BarChart3", "Insights"],
      ["Settings", "Settings"],
    ],
    footer: `<div style="border-radius:12px;padding:14px;background:${FN.cream};color:${FN.deep};font-size:12.5px"><b>Q4 target</b><div class="bar-track" style="margin-top:8px;background:#fed7aa"><div style="width:78%;background:${FN.coral}"></div></div><div style="margin-top:6px">78% · $1.2M of $1.55M</div></div>`,
  })}
  <main class="col grow" style="padding:22px 26px;gap:18px;min-width:0">
    <div class="row" style="justify-content:space-between"><div><div class="label">South region · 24 reps</div><div class="display" style="font-size:26px;font-weight:700;color:${FN.ink}">Pipeline</div></div>
      <div class="row" style="gap:10px"><span class="pill" style="background:#fff;border:1px solid #eadfd6;color:#6b5a50;padding:8px 14px">${icon("Filter", 14)} All reps</span><span class="pill" style="background:${FN.coral};color:#fff;padding:9px 16px">${icon("Mic", 14)} Log a visit</span></div></div>
    <div class="row" style="gap:14px">${[
      ["Open pipeline", "$1.84M"],
      ["Visits this week", "186"],
      ["Win rate", "34%"],
      ["Avg. deal", "$14.9k"],
    ]
      .map(
        ([l, v], i) =>
          `<div class="card grow" style="padding:14px 16px"><div class="muted" style="font-size:12.5px">${l}</div><div class="row" style="justify-content:space-between;align-items:flex-end"><span class="kpi" style="font-size:26px;color:${FN.ink}">${v}</span>${areaChart({ w: 80, h: 30, values: series(30 + i, 10, 10, 3, 0.5), color: FN.coral, dot: false, strokeWidth: 2 })}</div></div>`,
      )
      .join("")}</div>
    ${fieldnoteKanban()}
    <div class="row grow" style="gap:14px;align-items:stretch">
      <div class="card grow" style="padding:16px 18px"><div class="row" style="justify-content:space-between"><b style="font-size:14px">Visits logged</b><span class="muted" style="font-size:12px">last 8 weeks</span></div><div style="margin-top:8px">${areaChart({ w: 470, h: 130, values: series(40, 16, 120, 20, 5), color: FN.coral, grid: "#f3ece6" })}</div></div>
      <div class="card" style="width:300px;padding:16px 18px"><b style="font-size:14px">Top reps this month</b>${[
        ["Hannah Cole", "$184k", "HC", "#f97316"],
        ["Luis Ortega", "$161k", "LO", "#2563eb"],
        ["Amara Diallo", "$149k", "AD", "#16a34a"],
      ]
        .map(
          ([n, v, ini, c], i) =>
            `<div class="row" style="gap:10px;margin-top:12px;font-size:13px"><span class="muted" style="width:12px">${i + 1}</span>${avatar(ini, c, 28)}<span class="grow" style="font-weight:600">${n}</span><b class="tnum">${v}</b></div>`,
        )
        .join("")}</div>
    </div>
  </main>`;
}

function fieldnoteVoicePhone() {
  const bars = Array.from({ length: 34 }, (_, i) => 8 + Math.abs(Math.sin(i * 1.7) * 26) + ((i * 7) % 9));
  return `<div style="padding:4px 20px">
    <div class="label">Visit · Greenway Garden Centre</div>
    <div class="display" style="font-size:21px;font-weight:700;margin-top:4px">Voice note</div>
    <div style="margin-top:18px;height:120px;border-radius:18px;background:${FN.cream};display:flex;align-items:center;justify-content:center;gap:3px">${bars.map((b, i) => `<i style="width:4px;height:${b}px;border-radius:3px;background:${i < 22 ? FN.coral : "#fdba74"}"></i>`).join("")}</div>
    <div class="row" style="justify-content:center;margin-top:14px"><span style="width:64px;height:64px;border-radius:50%;background:${FN.coral};color:#fff;display:flex;align-items:center;justify-content:center;box-shadow:0 0 0 10px #ffedd5">${icon("Mic", 26)}</span></div>
    <div style="margin-top:18px;border-radius:14px;background:#fafaf9;border:1px solid #eee;padding:12px;font-size:12.5px;line-height:1.55;color:#44403c">“Met Sarah, interested in spring stock. Wants a quote for 40 planters by Friday…”</div>
    <div class="row" style="gap:6px;margin-top:12px;flex-wrap:wrap"><span class="pill" style="background:#dbeafe;color:${FN.blue}">Quote by Fri</span><span class="pill" style="background:#dcfce7;color:${FN.green}">Hot lead</span><span class="pill" style="background:#ede9fe;color:${FN.violet}">$18.9k</span></div>
  </div>
  ${tabBar(
    [
      ["Home", "Today"],
      ["Route", "Route"],
      ["Mic", "Log"],
      ["Building2", "Accounts"],
    ],
    2,
    FN.coral,
  )}`;
}

function fieldnoteCover() {
  return page(`<div class="scene" style="background:linear-gradient(140deg,#fff1e6 0%,#ffe4d1 45%,#fde68a 120%)">
    ${dotGrid("#c2410c", 30, 0.14)}
    ${glow(1450, 180, 520, "#fb923c", 150, 0.55)}
    ${glow(150, 900, 520, "#fbbf24", 150, 0.4)}
    ${browser({ x: 90, y: 110, w: 1190, h: 830, url: "crm.fieldnote.app/pipeline", body: fieldnoteDashboard() })}
    ${phone({ x: 1225, y: 230, scale: 1.02, body: fieldnoteVoicePhone() })}
    <div class="float" style="left:44px;top:62px;width:300px;padding:16px 18px" class="row">
      <div class="row" style="gap:12px"><span style="width:40px;height:40px;border-radius:12px;background:#dcfce7;color:${FN.green};display:flex;align-items:center;justify-content:center">${icon("UserCheck", 20)}</span><div><b style="font-size:14px">95% adoption</b><div class="muted" style="font-size:12.5px">in the first month, 80 reps</div></div></div>
    </div>
  </div>`);
}

function fieldnoteGalleryRoutes() {
  const mapW = 1460 - 380;
  const stops = [
    [0.18, 0.25],
    [0.32, 0.42],
    [0.5, 0.35],
    [0.62, 0.58],
    [0.78, 0.46],
    [0.86, 0.72],
  ];
  const map = cityMap({
    w: mapW,
    h: 858,
    seed: 14,
    land: "#f7f3ee",
    water: "#cfe3f3",
    park: "#dcefd9",
    road: "#ffffff",
    major: "#fde0c8",
    block: "#efe8e0",
  });
  const path = stops.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x! * mapW},${y! * 858}`).join(" ");
  const body = `<div class="col" style="width:380px;flex:none;padding:24px;gap:14px;border-right:1px solid #eee;background:#fff">
      <div class="label">Tuesday · Route 4</div><div class="display" style="font-size:26px;font-weight:700;color:${FN.ink}">Today's visits</div>
      <div class="row" style="gap:10px"><span class="pill" style="background:${FN.cream};color:${FN.deep}">${icon("Route", 13)} 142 km</span><span class="pill" style="background:#eff6ff;color:${FN.blue}">${icon("Clock", 13)} 6 stops</span></div>
      ${[
        "Greenway Garden Centre|09:00|Quote follow-up",
        "Bramley Foods|10:30|First visit",
        "Summit Hardware|12:00|Renewal",
        "Oak & Iron Builders|13:45|Demo",
        "Maple Cafés|15:00|Check-in",
        "Hilltop Schools|16:30|Proposal",
      ]
        .map((row, i) => {
          const [n, t, k] = row.split("|");
          return `<div class="row" style="gap:12px;padding:12px;border-radius:14px;${i === 1 ? `background:${FN.cream};border:1px solid #fed7aa` : "border:1px solid #f1f1f1"}"><span style="width:28px;height:28px;border-radius:50%;background:${i < 1 ? FN.green : FN.coral};color:#fff;font-size:13px;font-weight:700;display:flex;align-items:center;justify-content:center">${i < 1 ? icon("Check", 14) : i + 1}</span><div class="grow"><div style="font-weight:600;font-size:14px">${n}</div><div class="muted" style="font-size:12px">${t} · ${k}</div></div></div>`;
        })
        .join("")}
    </div>
    <div class="grow" style="position:relative;overflow:hidden">${map}
      <svg class="abs" style="inset:0" width="${mapW}" height="858"><path d="${path}" fill="none" stroke="${FN.coral}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="1 12"/><path d="${path}" fill="none" stroke="${FN.coral}" stroke-width="4" stroke-linejoin="round" opacity=".35"/></svg>
      ${stops.map(([x, y], i) => `<div class="abs" style="left:${x! * mapW - 20}px;top:${y! * 858 - 46}px;display:flex;flex-direction:column;align-items:center"><span style="width:40px;height:40px;border-radius:50% 50% 50% 4px;transform:rotate(-45deg);background:${i === 0 ? FN.green : FN.coral};box-shadow:0 8px 18px rgba(154,52,18,.35);display:flex;align-items:center;justify-content:center"><b style="transform:rotate(45deg);color:#fff;font-size:15px">${i + 1}</b></span></div>`).join("")}
      <div class="float" style="right:26px;bottom:26px;width:300px;padding:18px"><b style="font-size:15px">Bramley Foods</b><div class="muted" style="font-size:12.5px;margin-top:2px">Last visit 6 weeks ago · $9,300 open</div><div class="row" style="gap:8px;margin-top:12px"><span class="pill" style="background:${FN.coral};color:#fff;padding:8px 12px">${icon("Navigation", 13)} Navigate</span><span class="pill" style="background:#f5f5f4;color:#44403c;padding:8px 12px">${icon("Phone", 13)} Call</span></div></div>
    </div>`;
  return page(`<div class="scene" style="background:linear-gradient(160deg,#fb923c,#c2410c)">${dotGrid("#ffffff", 30, 0.14)}${glow(300, 900, 600, "#fde68a", 160, 0.4)}
    ${browser({ x: 70, y: 60, w: 1460, h: 900, url: "crm.fieldnote.app/routes", body })}</div>`);
}

// ─────────────────────────────────────────── Brightside HR (hospitality staff, indigo + sunshine)
const BS = { indigo: "#4338ca", sun: "#f59e0b", ink: "#1e1b4b", pink: "#db2777", teal: "#0d9488", sky: "#0284c7" };

function brightsideRoster() {
  const staff = [
    ["Ana Lopes", "Front desk", "AL"],
    ["Ben Carter", "Front desk", "BC"],
    ["Chloé Martin", "Housekeeping", "CM"],
    ["Dev Sharma", "Kitchen", "DS"],
    ["Eva Novak", "Kitchen", "EN"],
    ["Finn O'Brien", "Bar", "FO"],
    ["Grace Liu", "Spa", "GL"],
    ["Hugo Lambert", "Concierge", "HL"],
    ["Isla Murray", "Housekeeping", "IM"],
    ["Jonah Park", "Maintenance", "JP"],
  ];
  const r = rng(77);
  const days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
  const shiftColors = [
    ["Early", BS.sun, "#fef3c7"],
    ["Day", BS.indigo, "#e0e7ff"],
    ["Late", BS.pink, "#fce7f3"],
  ] as const;
  return `<div style="display:grid;grid-template-columns:210px repeat(7,1fr);gap:6px;font-size:12px">
    <div></div>${days.map((d, i) => `<div style="text-align:center;font-weight:700;color:${i === 5 ? BS.indigo : "#64748b"};padding:4px 0">${d} ${16 + i}</div>`).join("")}
    ${staff
      .map(
        ([n, role, ini], si) =>
          `<div class="row" style="gap:10px;padding:6px 0">${avatar(ini, ["#4338ca", "#0d9488", "#db2777", "#d97706", "#0284c7", "#7c3aed", "#16a34a", "#0891b2", "#be185d", "#65a30d"][si]!, 32)}<div><div style="font-weight:600;font-size:13px">${n}</div><div class="muted" style="font-size:11.5px">${role}</div></div></div>${days
            .map(() => {
              const x = r();
              if (x < 0.22) return `<div style="border-radius:9px;border:1.5px dashed #e2e8f0;min-height:44px"></div>`;
              if (x < 0.28)
                return `<div style="border-radius:9px;background:#f1f5f9;color:#94a3b8;display:flex;align-items:center;justify-content:center;font-weight:600">Leave</div>`;
              const [label, c, bg] = shiftColors[Math.floor(r() * 3)]!;
              return `<div style="border-radius:9px;background:${bg};border-left:3px solid ${c};padding:6px 8px"><div style="font-weight:700;color:${c}">${label}</div><div style="color:#475569;font-size:11px">${label === "Early" ? "06–14" : label === "Day" ? "09–17" : "15–23"}</div></div>`;
            })
            .join("")}`,
      )
      .join("")}
  </div>`;
}

function brightsideDashboard() {
  return `
  ${sidebar({
    brand: "Brightside",
    brandColor: BS.sun,
    accent: BS.indigo,
    active: 1,
    items: [
      ["Home", "Home"],
      ["Calendar", "Rota"],
      ["Clock", "Time off"],
      ["ClipboardCheck", "Onboarding"],
      ["Users", "People"],
      ["FileText", "Payroll"],
      ["Settings", "Settings"],
    ],
    footer: `<div style="border-radius:12px;padding:14px;background:#eef2ff;color:${BS.ink};font-size:12.5px"><div class="row" style="gap:8px"><span style="color:${BS.indigo}">${icon("Hotel", 16)}</span><b>Harbourview Hotel</b></div><div style="opacity:.7;margin-top:4px">1 of 14 properties</div></div>`,
  })}
  <main class="col grow" style="padding:22px 26px;gap:16px;min-width:0">
    <div class="row" style="justify-content:space-between"><div><div class="label">Week 47 · all departments</div><div class="display" style="font-size:26px;font-weight:700;color:${BS.ink}">Staff rota</div></div>
      <div class="row" style="gap:10px"><span class="pill" style="background:#ecfdf5;color:#047857;padding:8px 12px">${icon("CheckCircle2", 14)} Rest rules OK</span><span class="pill" style="background:${BS.indigo};color:#fff;padding:9px 16px">${icon("Send", 14)} Publish rota</span></div></div>
    <div class="row" style="gap:14px">${[
      ["Shifts planned", "412", BS.indigo],
      ["Open shifts", "6", BS.pink],
      ["Hours vs budget", "98%", BS.teal],
      ["Leave requests", "9", BS.sun],
    ]
      .map(
        ([l, v, c]) =>
          `<div class="card grow" style="padding:12px 16px"><div class="muted" style="font-size:12.5px">${l}</div><div class="kpi" style="font-size:24px;color:${c}">${v}</div></div>`,
      )
      .join("")}</div>
    <div class="card" style="padding:16px">${brightsideRoster()}</div>
  </main>`;
}

function brightsideLeavePhone() {
  return `<div style="padding:4px 20px">
    <div class="row" style="justify-content:space-between"><div><div class="label">Manager · Harbourview</div><div class="display" style="font-size:21px;font-weight:700;margin-top:2px">Requests</div></div><span class="pill" style="background:#fce7f3;color:${BS.pink}">3 new</span></div>
    ${[
      ["Chloé Martin", "Annual leave · 2–6 Dec", "CM", BS.pink],
      ["Finn O'Brien", "Swap Sat late ↔ Sun day", "FO", "#7c3aed"],
      ["Eva Novak", "Sick day · today", "EN", BS.sky],
    ]
      .map(
        ([n, d, ini, c], i) =>
          `<div style="margin-top:14px;border-radius:18px;border:1px solid #e2e8f0;padding:14px;${i === 0 ? "box-shadow:0 14px 30px -14px rgba(67,56,202,.35)" : ""}"><div class="row" style="gap:10px">${avatar(ini, c, 36)}<div><div style="font-weight:700;font-size:14px">${n}</div><div class="muted" style="font-size:12px">${d}</div></div></div>${i === 0 ? `<div class="row" style="gap:8px;margin-top:12px"><div style="flex:1;height:40px;border-radius:12px;background:${BS.indigo};color:#fff;font-weight:700;display:flex;align-items:center;justify-content:center;gap:6px;font-size:14px">${icon("Check", 15)} Approve</div><div style="flex:1;height:40px;border-radius:12px;background:#f1f5f9;color:#334155;font-weight:600;display:flex;align-items:center;justify-content:center;font-size:14px">Decline</div></div><div style="margin-top:10px;font-size:11.5px;color:#047857" class="row">${icon("CheckCircle2", 13)}&nbsp;Cover found: Ben Carter</div>` : ""}</div>`,
      )
      .join("")}
  </div>
  ${tabBar(
    [
      ["Home", "Home"],
      ["Calendar", "Rota"],
      ["Inbox", "Requests"],
      ["Users", "Team"],
    ],
    2,
    BS.indigo,
  )}`;
}

function brightsideCover() {
  return page(`<div class="scene" style="background:linear-gradient(135deg,#312e81 0%,#4338ca 55%,#6366f1 100%)">
    ${dotGrid("#ffffff", 30, 0.12)}
    ${glow(1450, 120, 520, "#fbbf24", 150, 0.55)}
    ${glow(120, 950, 500, "#f472b6", 150, 0.35)}
    ${browser({ x: 90, y: 110, w: 1190, h: 830, url: "people.brightsidehotels.com/rota", body: brightsideDashboard() })}
    ${phone({ x: 1225, y: 230, scale: 1.02, body: brightsideLeavePhone() })}
    <div class="float" style="left:1050px;top:56px;width:270px;padding:16px 18px"><div class="row" style="gap:12px"><span style="width:40px;height:40px;border-radius:12px;background:#fef3c7;color:${BS.sun};display:flex;align-items:center;justify-content:center">${icon("Zap", 20)}</span><div><b style="font-size:14px">One-tap approvals</b><div class="muted" style="font-size:12.5px">1,200 staff, 14 hotels</div></div></div></div>
  </div>`);
}

function brightsideGalleryOnboarding() {
  const body = `
  ${sidebar({
    brand: "Brightside",
    brandColor: BS.sun,
    accent: BS.indigo,
    active: 3,
    items: [
      ["Home", "Home"],
      ["Calendar", "Rota"],
      ["Clock", "Time off"],
      ["ClipboardCheck", "Onboarding"],
      ["Users", "People"],
      ["FileText", "Payroll"],
      ["Settings", "Settings"],
    ],
  })}
  <main class="col grow" style="padding:26px 30px;gap:18px;background:#f8f8fd;min-width:0">
    <div class="row" style="justify-content:space-between"><div><div class="label">Onboarding</div><div class="display" style="font-size:28px;font-weight:700;color:${BS.ink}">New starters · November</div></div><span class="pill" style="background:${BS.indigo};color:#fff;padding:9px 16px">${icon("Plus", 14)} Add starter</span></div>
    <div class="row grow" style="gap:18px;align-items:stretch">
      <div class="col" style="width:420px;gap:12px">${[
        ["Mateo Ruiz", "Sous chef · Harbourview", 86, "MR", "#d97706"],
        ["Hana Sato", "Receptionist · Old Town", 64, "HS", "#db2777"],
        ["Oliver Grant", "Bartender · Seaside", 40, "OG", "#0284c7"],
        ["Priya Nair", "Spa therapist · Harbourview", 15, "PN", "#16a34a"],
      ]
        .map(
          ([n, r, p, ini, c], i) =>
            `<div class="card" style="padding:16px;${i === 0 ? `border:2px solid ${BS.indigo}` : ""}"><div class="row" style="gap:12px">${avatar(ini as string, c as string, 42)}<div class="grow"><div style="font-weight:700;font-size:15px">${n}</div><div class="muted" style="font-size:12.5px">${r}</div></div><b style="color:${BS.indigo}">${p}%</b></div><div class="bar-track" style="margin-top:12px"><div style="width:${p}%;background:linear-gradient(90deg,${BS.sun},${BS.indigo})"></div></div></div>`,
        )
        .join("")}</div>
      <div class="card grow" style="padding:24px"><div class="row" style="gap:14px">${avatar("MR", "#d97706", 56)}<div><div class="display" style="font-size:22px;font-weight:700">Mateo Ruiz</div><div class="muted">Starts Monday 23 Nov · Kitchen, Harbourview</div></div><span class="pill" style="margin-left:auto;background:#ecfdf5;color:#047857">On track</span></div>
        <div class="row" style="gap:18px;margin-top:22px;align-items:flex-start">
          <div class="grow">${[
            ["Contract signed", true],
            ["Right-to-work check", true],
            ["Uniform & locker", true],
            ["Food hygiene certificate", true],
            ["Bank details for payroll", true],
            ["Meet the team (Mon 09:00)", false],
            ["Fire safety walkthrough", false],
          ]
            .map(
              ([t, done]) =>
                `<div class="row" style="gap:12px;padding:11px 0;border-bottom:1px solid #f1f1f6;font-size:14.5px"><span style="width:22px;height:22px;border-radius:7px;${done ? `background:${BS.indigo};color:#fff` : "border:2px solid #cbd5e1"};display:flex;align-items:center;justify-content:center">${done ? icon("Check", 14) : ""}</span><span style="${done ? "color:#64748b;text-decoration:line-through" : "font-weight:600"}">${t}</span></div>`,
            )
            .join("")}</div>
          <div class="col" style="width:220px;align-items:center;gap:10px;padding-top:8px">${donut({
            size: 170,
            thickness: 18,
            segments: [
              { value: 86, color: BS.indigo },
              { value: 14, color: "#eef0f6" },
            ],
            track: "#eef0f6",
          })}<div class="kpi" style="font-size:30px;margin-top:-110px;color:${BS.ink}">86%</div><div class="muted" style="font-size:12.5px;margin-top:56px">first-week admin done</div></div>
        </div>
      </div>
    </div>
  </main>`;
  return page(`<div class="scene" style="background:linear-gradient(160deg,#fde68a,#fbbf24 40%,#f59e0b)">${dotGrid("#78350f", 30, 0.1)}${glow(1300, 900, 600, "#6366f1", 160, 0.35)}
    ${browser({ x: 70, y: 60, w: 1460, h: 900, url: "people.brightsidehotels.com/onboarding", body })}</div>`);
}

// ─────────────────────────────────────────── Ledgerly MVP (fintech invoicing, emerald)
const LG = { green: "#10b981", deep: "#064e3b", ink: "#052e22", lime: "#bef264", violet: "#8b5cf6" };

function ledgerlyDashboard() {
  const revenue = series(51, 26, 3000, 700, 180);
  return `
  ${sidebar({
    brand: "Ledgerly",
    brandColor: LG.green,
    accent: "#059669",
    active: 0,
    items: [
      ["Home", "Dashboard"],
      ["Receipt", "Invoices"],
      ["Users", "Clients"],
      ["RefreshCw", "Recurring"],
      ["Wallet", "Payouts"],
      ["BarChart3", "Reports"],
      ["Settings", "Settings"],
    ],
    footer: `<div style="border-radius:12px;padding:14px;background:${LG.ink};color:#d1fae5;font-size:12.5px"><b style="color:#fff">Next payout</b><div class="kpi" style="font-size:20px;color:${LG.lime};margin-top:4px">$4,860.00</div><div style="opacity:.7">Friday, to ••• 4821</div></div>`,
  })}
  <main class="col grow" style="padding:22px 26px;gap:16px;min-width:0">
    <div class="row" style="justify-content:space-between"><div><div class="label">Hi Sofia</div><div class="display" style="font-size:26px;font-weight:700;color:${LG.ink}">Your money, at a glance</div></div>
      <span class="pill" style="background:${LG.ink};color:#fff;padding:9px 16px">${icon("Plus", 14)} New invoice</span></div>
    <div class="row" style="gap:14px">${[
      ["Paid this month", "$18,240", "+32%"],
      ["Outstanding", "$6,310", "4 invoices"],
      ["Overdue", "$840", "1 invoice"],
    ]
      .map(
        ([l, v, d], i) =>
          `<div class="card grow" style="padding:16px 18px;${i === 0 ? `background:${LG.ink};border-color:${LG.ink};color:#fff` : ""}"><div style="font-size:12.5px;${i === 0 ? "color:#a7f3d0" : ""}" class="${i === 0 ? "" : "muted"}">${l}</div><div class="row" style="gap:10px;margin-top:4px;align-items:baseline"><span class="kpi" style="font-size:28px">${v}</span><span style="font-size:12px;${i === 0 ? `color:${LG.lime}` : i === 2 ? "color:#e11d48" : "color:#64748b"}">${d}</span></div></div>`,
      )
      .join("")}</div>
    <div class="row" style="gap:16px;align-items:stretch">
      <div class="card grow" style="padding:18px 20px"><div class="row" style="justify-content:space-between"><b>Revenue</b><span class="muted" style="font-size:12.5px">Last 6 months</span></div><div style="margin-top:12px">${areaChart({ w: 520, h: 250, values: revenue, color: LG.green, grid: "#edf1ef" })}</div></div>
      <div class="card" style="width:250px;padding:18px 20px"><b>Clients</b>${[
        ["Northwind Co.", "$7,200"],
        ["Acme Studio", "$4,950"],
        ["Blue Fern", "$3,400"],
        ["Kite & Co.", "$2,690"],
        ["Oslo Print", "$1,980"],
        ["Fable Books", "$1,240"],
      ]
        .map(
          ([n, v], i) =>
            `<div class="row" style="gap:10px;margin-top:13px;font-size:13px">${avatar((n ?? "").slice(0, 1), ["#059669", "#8b5cf6", "#0ea5e9", "#f59e0b", "#e11d48", "#14b8a6"][i]!, 26)}<span class="grow">${n}</span><b class="tnum">${v}</b></div>`,
        )
        .join("")}</div>
    </div>
    <div class="card" style="padding:6px 18px">${[
      ["INV-0142", "Northwind Co.", "$2,400.00", "Paid", "#059669", "#d1fae5"],
      ["INV-0141", "Acme Studio", "$1,650.00", "Sent", "#0284c7", "#e0f2fe"],
      ["INV-0140", "Kite & Co.", "$840.00", "Overdue", "#e11d48", "#ffe4e6"],
      ["INV-0139", "Blue Fern", "$1,700.00", "Paid", "#059669", "#d1fae5"],
    ]
      .map(
        ([id, c, a, s, fg, bg], i) =>
          `<div class="row" style="gap:14px;padding:12px 0;${i < 3 ? "border-bottom:1px solid #f0f2f1" : ""};font-size:13.5px"><span class="muted tnum" style="width:80px">${id}</span><span class="grow" style="font-weight:600">${c}</span><b class="tnum" style="width:100px;text-align:right">${a}</b><span class="pill" style="background:${bg};color:${fg};width:78px;justify-content:center">${s}</span></div>`,
      )
      .join("")}</div>
  </main>`;
}

function ledgerlyInvoicePhone() {
  return `<div style="padding:4px 18px">
    <div class="row" style="justify-content:space-between"><div class="display" style="font-size:20px;font-weight:700">INV-0142</div><span class="pill" style="background:#d1fae5;color:#047857">${icon("CheckCircle2", 12)} Paid</span></div>
    <div style="margin-top:14px;border-radius:20px;background:linear-gradient(150deg,${LG.ink},#065f46);color:#fff;padding:18px">
      <div style="font-size:12px;color:#a7f3d0">Amount</div><div class="kpi" style="font-size:34px">$2,400.00</div>
      <div class="row" style="justify-content:space-between;margin-top:14px;font-size:12px;color:#d1fae5"><span>Northwind Co.</span><span>Due 12 Dec</span></div>
    </div>
    ${[
      ["Brand workshop", "$900.00"],
      ["Landing page design", "$1,200.00"],
      ["Copy review", "$300.00"],
    ]
      .map(
        ([l, v]) =>
          `<div class="row" style="justify-content:space-between;padding:12px 2px;border-bottom:1px solid #f0f2f1;font-size:13.5px"><span>${l}</span><b class="tnum">${v}</b></div>`,
      )
      .join("")}
    <div style="margin-top:14px;border-radius:14px;background:#f0fdf4;padding:12px;font-size:12.5px;color:#065f46" class="row">${icon("Zap", 15)}&nbsp; Paid by card in 38 seconds</div>
    <div class="row" style="gap:8px;margin-top:14px"><div style="flex:1;height:46px;border-radius:14px;background:${LG.ink};color:#fff;font-weight:700;display:flex;align-items:center;justify-content:center;gap:6px;font-size:14px">${icon("Send", 15)} Send receipt</div><div style="width:46px;height:46px;border-radius:14px;background:#f1f5f9;display:flex;align-items:center;justify-content:center">${icon("Download", 17)}</div></div>
  </div>`;
}

function ledgerlyCover() {
  return page(`<div class="scene" style="background:radial-gradient(110% 90% at 90% 10%, #10b981 0%, #065f46 45%, #022c22 100%)">
    ${dotGrid("#ffffff", 30, 0.12)}
    ${glow(1400, 120, 480, "#bef264", 150, 0.45)}
    ${browser({ x: 90, y: 110, w: 1190, h: 830, url: "app.ledgerly.co", body: ledgerlyDashboard() })}
    ${phone({ x: 1225, y: 230, scale: 1.02, body: ledgerlyInvoicePhone() })}
    <div class="float" style="left:40px;top:60px;width:290px;padding:16px 18px"><div class="row" style="gap:12px"><span style="width:40px;height:40px;border-radius:12px;background:#ecfccb;color:#4d7c0f;display:flex;align-items:center;justify-content:center">${icon("Zap", 20)}</span><div><b style="font-size:14px">2,000 beta users</b><div class="muted" style="font-size:12.5px">live nine weeks after kick-off</div></div></div></div>
  </div>`);
}

function ledgerlyGalleryEditor() {
  const body = `
  <div class="col" style="width:520px;flex:none;padding:28px;gap:16px;border-right:1px solid #eef0ef;background:#fff">
    <div class="row" style="justify-content:space-between"><div class="display" style="font-size:24px;font-weight:700;color:${LG.ink}">New invoice</div><span class="pill" style="background:#f1f5f9;color:#475569">Draft · autosaved</span></div>
    ${[
      ["Client", "Northwind Co. — finance@northwind.co"],
      ["Invoice number", "INV-0143"],
      ["Due date", "30 days · 22 Dec 2026"],
    ]
      .map(
        ([l, v]) =>
          `<div><div class="label" style="margin-bottom:6px">${l}</div><div style="height:44px;border-radius:11px;border:1px solid #e2e8f0;display:flex;align-items:center;padding:0 14px;font-size:14px">${v}</div></div>`,
      )
      .join("")}
    <div class="label">Line items</div>
    ${[
      ["Discovery workshop", "1", "$900"],
      ["Product design sprint", "2", "$2,400"],
      ["Prototype", "1", "$1,100"],
    ]
      .map(
        ([d, q, p]) =>
          `<div class="row" style="gap:10px;font-size:14px"><div class="grow" style="height:42px;border-radius:10px;border:1px solid #e2e8f0;display:flex;align-items:center;padding:0 12px">${d}</div><div style="width:54px;height:42px;border-radius:10px;border:1px solid #e2e8f0;display:flex;align-items:center;justify-content:center">${q}</div><div style="width:90px;height:42px;border-radius:10px;border:1px solid #e2e8f0;display:flex;align-items:center;justify-content:flex-end;padding:0 12px" class="tnum">${p}</div></div>`,
      )
      .join("")}
    <div class="row" style="gap:8px;color:#059669;font-weight:600;font-size:14px">${icon("Plus", 15)} Add item</div>
    <div class="row" style="gap:10px;padding:14px;border-radius:14px;background:#f0fdf4;font-size:13.5px;color:#065f46">${icon("RefreshCw", 16)} Repeat monthly <span style="margin-left:auto;width:40px;height:24px;border-radius:12px;background:${LG.green};position:relative"><i style="position:absolute;right:3px;top:3px;width:18px;height:18px;border-radius:50%;background:#fff"></i></span></div>
    <div class="row" style="gap:10px;margin-top:auto"><div style="flex:1;height:50px;border-radius:14px;background:${LG.ink};color:#fff;font-weight:700;display:flex;align-items:center;justify-content:center;gap:8px">${icon("Send", 16)} Send invoice</div><div style="height:50px;padding:0 18px;border-radius:14px;border:1px solid #e2e8f0;display:flex;align-items:center;font-weight:600">Preview</div></div>
  </div>
  <div class="grow" style="background:#eef2f0;display:flex;align-items:center;justify-content:center;padding:30px">
    <div style="width:600px;height:780px;background:#fff;border-radius:6px;box-shadow:0 30px 60px -20px rgba(6,78,59,.35);padding:48px 50px;font-size:13px;color:#334155">
      <div class="row" style="justify-content:space-between"><div class="row" style="gap:10px"><span style="width:38px;height:38px;border-radius:10px;background:#8b5cf6;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:800">S</span><div><b style="font-size:15px;color:#0f172a">Sofia Lind Design</b><div>Stockholm, Sweden</div></div></div><div style="text-align:right"><div class="display" style="font-size:28px;font-weight:700;color:#0f172a">Invoice</div><div>INV-0143</div></div></div>
      <div class="row" style="justify-content:space-between;margin-top:40px"><div><div class="label">Billed to</div><b style="color:#0f172a;font-size:14px">Northwind Co.</b><div>14 Harbour St, Göteborg</div></div><div style="text-align:right"><div class="label">Due</div><b style="color:#0f172a;font-size:14px">22 Dec 2026</b></div></div>
      <div style="margin-top:36px;border-top:2px solid #0f172a"></div>
      ${[
        ["Discovery workshop", "1", "$900.00"],
        ["Product design sprint", "2", "$2,400.00"],
        ["Prototype", "1", "$1,100.00"],
      ]
        .map(
          ([d, q, p]) =>
            `<div class="row" style="padding:14px 0;border-bottom:1px solid #e2e8f0"><span class="grow">${d}</span><span style="width:60px;text-align:center">${q}</span><b class="tnum" style="width:110px;text-align:right;color:#0f172a">${p}</b></div>`,
        )
        .join("")}
      <div class="row" style="justify-content:flex-end;gap:40px;margin-top:24px;font-size:14px"><span>Total due</span><b class="kpi tnum" style="font-size:30px;color:#0f172a">$4,400.00</b></div>
      <div style="margin-top:40px;height:48px;border-radius:12px;background:${LG.green};color:#fff;font-weight:700;display:flex;align-items:center;justify-content:center;gap:8px;font-size:14px">${icon("CreditCard", 16)} Pay online</div>
    </div>
  </div>`;
  return page(`<div class="scene" style="background:linear-gradient(160deg,#a7f3d0,#6ee7b7 50%,#34d399)">${dotGrid("#064e3b", 30, 0.1)}
    ${browser({ x: 70, y: 60, w: 1460, h: 900, url: "app.ledgerly.co/invoices/new", body })}</div>`);
}

// ─────────────────────────────────────────── Verdant Farm Analytics (agri, deep green + lime)
const VD = { green: "#15803d", deep: "#052e16", lime: "#a3e635", earth: "#92400e", sky: "#0ea5e9", ink: "#eef7ee" };

function verdantFields(w: number, h: number, seed: number) {
  const r = rng(seed);
  const palette = ["#14532d", "#166534", "#15803d", "#65a30d", "#84cc16", "#a3e635", "#facc15", "#ca8a04"];
  const polys: string[] = [];
  const cols = 6;
  const rows = 4;
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      const x0 = (x * w) / cols + r() * 14;
      const y0 = (y * h) / rows + r() * 14;
      const x1 = ((x + 1) * w) / cols - r() * 14;
      const y1 = ((y + 1) * h) / rows - r() * 14;
      const c = palette[Math.floor(r() * palette.length)]!;
      polys.push(
        `<polygon points="${x0 + r() * 20},${y0} ${x1},${y0 + r() * 20} ${x1 - r() * 20},${y1} ${x0},${y1 - r() * 20}" fill="${c}" stroke="#052e16" stroke-width="3"/>`,
      );
      // crop rows
      for (let k = 0; k < 5; k++) {
        const yy = y0 + ((y1 - y0) * (k + 1)) / 6;
        polys.push(
          `<line x1="${x0 + 10}" y1="${yy}" x2="${x1 - 10}" y2="${yy + 4}" stroke="#000" stroke-opacity=".08" stroke-width="2"/>`,
        );
      }
    }
  }
  const sensors = Array.from({ length: 9 }, () => [r() * w, r() * h]);
  return `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#052e16"/>${polys.join("")}
    <path d="M0,${h * 0.55} C${w * 0.3},${h * 0.45} ${w * 0.6},${h * 0.7} ${w},${h * 0.5}" fill="none" stroke="#0ea5e9" stroke-width="6" opacity=".8"/>
    ${sensors.map(([sx, sy], i) => `<circle cx="${sx}" cy="${sy}" r="14" fill="${i === 3 ? "#f97316" : "#ffffff"}" fill-opacity=".25"/><circle cx="${sx}" cy="${sy}" r="6" fill="${i === 3 ? "#f97316" : "#ffffff"}" stroke="#052e16" stroke-width="2"/>`).join("")}
  </svg>`;
}

function verdantDashboard() {
  return `
  ${sidebar({
    brand: "Verdant",
    brandColor: VD.green,
    accent: VD.lime,
    dark: true,
    active: 0,
    items: [
      ["Home", "Overview"],
      ["Sprout", "Fields"],
      ["Thermometer", "Sensors"],
      ["Droplets", "Irrigation"],
      ["Wheat", "Forecasts"],
      ["Bell", "Alerts"],
      ["Settings", "Settings"],
    ],
    footer: `<div style="border-radius:12px;padding:14px;background:#14301c;color:#d9f99d;font-size:12.5px;border:1px solid #1f4a2b"><b>60 farms</b><div style="opacity:.7;margin-top:3px">2.1M readings today</div></div>`,
  })}
  <main class="col grow" style="padding:22px 24px;gap:16px;color:${VD.ink};min-width:0;background:#07160c">
    <div class="row" style="justify-content:space-between"><div><div class="label" style="color:#7fa386">Cooperative · Season 2026</div><div class="display" style="font-size:26px;font-weight:700">Field health</div></div>
      <div class="row" style="gap:10px"><span class="pill" style="background:#0f2416;border:1px solid #1f4a2b;color:#bbf7d0;padding:8px 14px">${icon("Sun", 14)} 24°C · dry</span><span class="pill" style="background:${VD.lime};color:#1a2e05;padding:9px 16px">${icon("Droplets", 14)} Plan irrigation</span></div></div>
    <div class="row grow" style="gap:16px;align-items:stretch;min-height:0">
      <div class="card grow" style="position:relative;overflow:hidden;padding:0;background:#052e16;border-color:#1f4a2b">${verdantFields(620, 560, 5)}
        <div class="abs" style="left:16px;bottom:16px;padding:10px 14px;border-radius:12px;background:rgba(5,20,10,.85);border:1px solid #1f4a2b;font-size:12px" ><div style="margin-bottom:6px;color:#bbf7d0">Vegetation index</div><div style="width:200px;height:8px;border-radius:4px;background:linear-gradient(90deg,#ca8a04,#facc15,#a3e635,#15803d,#14532d)"></div><div class="row" style="justify-content:space-between;color:#7fa386;margin-top:4px"><span>Low</span><span>High</span></div></div>
        <div class="abs" style="left:300px;top:160px;width:220px;padding:12px 14px;border-radius:14px;background:rgba(5,20,10,.92);border:1px solid #f97316"><div class="row" style="justify-content:space-between"><b style="font-size:13px">Sensor N-14</b><span class="pill" style="background:#f9731622;color:#fb923c;padding:2px 8px;font-size:11px">Dry soil</span></div><div style="font-size:12px;color:#a3b8a8;margin-top:4px">Moisture 18% · field 7, maize</div></div>
      </div>
      <div class="col" style="width:300px;gap:16px">
        <div class="card" style="padding:16px 18px"><div style="font-size:12.5px;color:#7fa386">Yield forecast</div><div class="row" style="gap:10px;align-items:baseline"><span class="kpi" style="font-size:30px">8.4 t/ha</span><span style="color:${VD.lime};font-size:12.5px">±6%</span></div>${areaChart({ w: 262, h: 80, values: series(61, 14, 6, 0.8, 0.18), color: VD.lime, dot: true })}</div>
        <div class="card" style="padding:16px 18px"><div style="font-size:12.5px;color:#7fa386">Soil moisture, 7 days</div>${areaChart({ w: 262, h: 90, values: series(62, 20, 40, 6, -0.8), color: VD.sky, dot: true })}</div>
        <div class="card grow" style="padding:16px 18px"><div style="font-size:12.5px;color:#7fa386;margin-bottom:10px">Alerts</div>${[
          ["Field 7 needs water", "#fb923c"],
          ["Frost risk Thu night", VD.sky],
          ["Sensor S-03 offline", "#f87171"],
        ]
          .map(
            ([t, c]) =>
              `<div class="row" style="gap:10px;padding:8px 0;font-size:13px"><i style="width:8px;height:8px;border-radius:50%;background:${c}"></i>${t}</div>`,
          )
          .join("")}</div>
      </div>
    </div>
  </main>`;
}

const VERDANT_DARK_CSS = `.win.dark{background:#07160c} .win.dark .win-bar{background:#0b1d10;border-color:#1d3b25} .win.dark .win-url{background:#07160c;border-color:#1d3b25;color:#8fb59a} .dark .card{background:#0b1d10;border-color:#1d3b25} aside{background:#06130a!important;border-color:#1d3b25!important}`;

function verdantCover() {
  return page(
    `<div class="scene" style="background:radial-gradient(120% 100% at 10% 0%, #365314 0%, #14532d 40%, #052e16 100%)">
    ${dotGrid("#d9f99d", 30, 0.12)}
    ${glow(1450, 150, 520, "#a3e635", 160, 0.4)}
    ${glow(150, 950, 520, "#0ea5e9", 160, 0.25)}
    ${browser({ x: 90, y: 110, w: 1250, h: 830, url: "insights.verdant.coop", dark: true, body: verdantDashboard() })}
    <div class="float" style="left:1280px;top:300px;width:260px;padding:20px;background:#0b1f12;border:1px solid #1f4a2b;color:#eef7ee;box-shadow:0 30px 60px -20px rgba(0,0,0,.6)">
      <div class="row" style="gap:10px"><span style="width:40px;height:40px;border-radius:12px;background:#1a3a0a;color:${VD.lime};display:flex;align-items:center;justify-content:center">${icon("Droplets", 20)}</span><div><b style="font-size:14px">Irrigation alert</b><div style="font-size:12px;color:#a3b8a8">sent by SMS · 06:12</div></div></div>
      <div style="margin-top:14px;font-size:13px;line-height:1.5;color:#d1e7d6">Field 7 (maize): moisture 18%, below the 25% threshold. Water 12 mm tonight.</div>
    </div>
    <div class="float" style="left:1230px;top:560px;width:300px;padding:20px"><div class="muted" style="font-size:12.5px">Readings ingested today</div><div class="kpi" style="font-size:32px;color:#14532d">2,108,440</div><div style="margin-top:8px">${barChart({ w: 260, h: 60, values: series(71, 24, 60, 25, 0.5), color: "#15803d", muted: "#bbf7d0", highlight: 23, gap: 4, radius: 2 })}</div></div>
  </div>`,
    VERDANT_DARK_CSS,
  );
}

function verdantGalleryForecast() {
  const crops = [
    ["Maize", 8.4, "#a3e635"],
    ["Wheat", 6.9, "#facc15"],
    ["Barley", 5.8, "#fb923c"],
    ["Rapeseed", 3.6, "#38bdf8"],
  ] as const;
  const body = `
  ${sidebar({
    brand: "Verdant",
    brandColor: VD.green,
    accent: VD.green,
    active: 4,
    items: [
      ["Home", "Overview"],
      ["Sprout", "Fields"],
      ["Thermometer", "Sensors"],
      ["Droplets", "Irrigation"],
      ["Wheat", "Forecasts"],
      ["Bell", "Alerts"],
      ["Settings", "Settings"],
    ],
  })}
  <main class="col grow" style="padding:26px 30px;gap:18px;background:#f6faf5;min-width:0">
    <div class="row" style="justify-content:space-between"><div><div class="label">Forecasts</div><div class="display" style="font-size:28px;font-weight:700;color:#052e16">Harvest outlook 2026</div></div><span class="pill" style="background:#dcfce7;color:#166534;padding:8px 14px">${icon("CheckCircle2", 14)} Model accuracy ±6%</span></div>
    <div class="row" style="gap:18px">${crops.map(([c, v, col]) => `<div class="card grow" style="padding:18px 20px;border-top:4px solid ${col}"><div class="muted" style="font-size:13px">${c}</div><div class="row" style="gap:8px;align-items:baseline;margin-top:4px"><span class="kpi" style="font-size:32px;color:#052e16">${v}</span><span class="muted">t/ha</span></div></div>`).join("")}</div>
    <div class="row grow" style="gap:18px;align-items:stretch">
      <div class="card grow" style="padding:22px"><b style="font-size:16px">Forecast vs. last season</b><div class="muted" style="font-size:13px">Maize, tonnes per hectare by week</div><div style="margin-top:16px">${areaChart({ w: 760, h: 330, values: series(81, 28, 3, 0.5, 0.2), color: "#15803d", grid: "#e3ece2", second: { values: series(82, 28, 2.8, 0.5, 0.16), color: "#a8a29e", dashed: true } })}</div></div>
      <div class="col" style="width:340px;gap:18px">
        <div class="card" style="padding:22px"><b style="font-size:16px">Water use by farm</b><div style="margin-top:18px">${barChart({ w: 290, h: 150, values: [42, 58, 36, 71, 49, 63, 55, 38], color: "#0ea5e9", muted: "#bae6fd", highlight: 3, gap: 10 })}</div></div>
        <div class="card grow" style="padding:22px"><b style="font-size:16px">Soil conditions</b>${[
          ["Moisture", 64, "#0ea5e9"],
          ["Nitrogen", 78, "#15803d"],
          ["Temperature", 52, "#f97316"],
        ]
          .map(
            ([l, v, c]) =>
              `<div style="margin-top:16px"><div class="row" style="justify-content:space-between;font-size:13px"><span>${l}</span><b>${v}%</b></div><div class="bar-track" style="margin-top:6px"><div style="width:${v}%;background:${c}"></div></div></div>`,
          )
          .join("")}</div>
      </div>
    </div>
  </main>`;
  return page(`<div class="scene" style="background:linear-gradient(160deg,#14532d,#052e16)">${dotGrid("#d9f99d", 30, 0.1)}${glow(1400, 100, 600, "#a3e635", 160, 0.3)}
    ${browser({ x: 70, y: 60, w: 1460, h: 900, url: "insights.verdant.coop/forecasts", body })}</div>`);
}

function verdantGalleryField() {
  return page(
    `<div class="scene" style="background:#052e16">
    <div class="abs" style="inset:0">${verdantFields(1600, 1000, 12)}</div>
    <div class="abs" style="inset:0;background:linear-gradient(90deg, rgba(5,46,22,.92) 0%, rgba(5,46,22,.55) 40%, rgba(5,46,22,0) 70%)"></div>
    <div class="abs display" style="left:100px;top:120px;color:#fff;font-size:60px;font-weight:700;line-height:1.05;width:560px">Every field,<br/>every sensor,<br/>one map.</div>
    <div class="abs" style="left:104px;top:360px;color:#d9f99d;font-size:21px;width:460px;line-height:1.5">Soil, weather and irrigation data from 60 farms, turned into decisions a farmer can make before breakfast.</div>
    ${phone({
      x: 1080,
      y: 150,
      scale: 1.15,
      dark: true,
      bg: "#07160c",
      body: `<div style="padding:6px 20px;color:#eef7ee"><div class="label" style="color:#7fa386">Field 7 · Maize</div><div class="display" style="font-size:22px;font-weight:700">Water tonight</div>
      <div style="margin-top:14px;border-radius:18px;overflow:hidden">${verdantFields(258, 160, 33)}</div>
      <div class="row" style="gap:10px;margin-top:14px">${[
        ["Moisture", "18%", "#fb923c"],
        ["Rain 48h", "0 mm", "#38bdf8"],
      ]
        .map(
          ([l, v, c]) =>
            `<div style="flex:1;border-radius:14px;background:#0f2416;border:1px solid #1f4a2b;padding:12px"><div style="font-size:11.5px;color:#7fa386">${l}</div><div class="kpi" style="font-size:22px;color:${c}">${v}</div></div>`,
        )
        .join("")}</div>
      <div style="margin-top:14px;border-radius:14px;background:#0f2416;border:1px solid #1f4a2b;padding:12px">${areaChart({ w: 230, h: 70, values: series(90, 14, 40, 5, -1.4), color: "#38bdf8", dot: true })}</div>
      <div style="margin-top:14px;height:50px;border-radius:15px;background:#a3e635;color:#1a2e05;font-weight:700;display:flex;align-items:center;justify-content:center;gap:8px">${icon("Droplets", 17)} Schedule 12 mm</div></div>`,
    })}
  </div>`,
    VERDANT_DARK_CSS,
  );
}

// ─────────────────────────────────────────── a neutral fallback cover for projects without one
function fallbackCover() {
  return page(`<div class="scene" style="background:linear-gradient(135deg,#312e81,#4f46e5 60%,#818cf8)">
    ${dotGrid("#ffffff", 30, 0.14)}
    ${glow(1300, 200, 600, "#fbbf24", 180, 0.35)}
    <div class="abs" style="left:50%;top:50%;transform:translate(-50%,-50%);display:flex;flex-direction:column;align-items:center;gap:26px">
      <svg width="150" height="150" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#fff" fill-opacity=".12"/><path d="M9 8v16h14" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round" fill="none"/><circle cx="21.5" cy="11.5" r="3.2" fill="#fbbf24"/></svg>
      <div class="display" style="color:#fff;font-size:54px;font-weight:700">Case study coming soon</div>
    </div>
  </div>`);
}

export function portfolioScenes(): Scene[] {
  return [
    cover("harbor-cover", harborCover()),
    cover("harbor-1", harborGalleryMobile()),
    cover("harbor-2", harborGalleryAnalytics()),
    cover("clinicly-cover", clinicCover()),
    cover("clinicly-1", clinicGalleryInsights()),
    cover(
      "clinicly-2",
      page(`<div class="scene" style="background:linear-gradient(135deg,#ccfbf1,#99f6e4 50%,#5eead4)">${dotGrid("#0f766e", 30, 0.14)}
      <div class="abs display" style="left:100px;top:140px;color:#134e4a;font-size:58px;font-weight:700;line-height:1.05;width:560px">Booking in three taps.</div>
      <div class="abs" style="left:104px;top:230px;color:#115e59;font-size:21px;width:460px;line-height:1.5">Patients pick a practitioner and a slot, insurers are checked in the background, reminders do the rest.</div>
      ${phone({ x: 620, y: 150, scale: 1.2, body: clinicBookingPhone() })}
      ${phone({
        x: 1040,
        y: 210,
        scale: 1.08,
        rotate: 5,
        body: `<div style="padding:4px 20px"><div class="label">Messages</div><div class="display" style="font-size:21px;font-weight:700">Reminders</div>${[
          "Hi Ana, see you tomorrow at 09:30 with Dr. Patel. Reply C to confirm.|C|Thanks Ana, you're confirmed ✓",
          "A slot opened today at 11:00. Want it? Reply YES.|YES|Booked! See you at 11:00.",
        ]
          .map((m) => {
            const [a, b, c] = m.split("|");
            return `<div style="margin-top:14px;max-width:220px;border-radius:16px 16px 16px 4px;background:#f1f5f9;padding:10px 12px;font-size:13px;line-height:1.45">${a}</div><div style="margin:8px 0 0 auto;width:fit-content;border-radius:16px 16px 4px 16px;background:${CLIN.teal};color:#fff;padding:8px 12px;font-size:13px;font-weight:600">${b}</div><div style="margin-top:8px;max-width:220px;border-radius:16px 16px 16px 4px;background:#f1f5f9;padding:10px 12px;font-size:13px">${c}</div>`;
          })
          .join("")}</div>`,
      })}
    </div>`),
    ),
    cover("fieldnote-cover", fieldnoteCover()),
    cover("fieldnote-1", fieldnoteGalleryRoutes()),
    cover(
      "fieldnote-2",
      page(`<div class="scene" style="background:linear-gradient(135deg,#fff7ed,#ffedd5 50%,#fed7aa)">${dotGrid("#c2410c", 30, 0.12)}
      <div class="abs display" style="left:100px;top:150px;color:${FN.ink};font-size:58px;font-weight:700;line-height:1.05;width:560px">Log a visit by voice, between two meetings.</div>
      <div class="abs" style="left:104px;top:330px;color:#9a3412;font-size:21px;width:460px;line-height:1.5">Notes, next steps and deal values are pulled from a 30-second recording, and synced when the signal returns.</div>
      ${phone({ x: 720, y: 170, scale: 1.15, rotate: -3, body: fieldnoteVoicePhone() })}
      ${phone({
        x: 1100,
        y: 130,
        scale: 1.15,
        rotate: 3,
        body: `<div style="padding:4px 20px"><div class="label">Today</div><div class="display" style="font-size:21px;font-weight:700">Good morning, Hannah</div>${[
          ["Visits", "6", FN.coral],
          ["Follow-ups", "4", FN.blue],
          ["Pipeline", "$84k", FN.green],
        ]
          .map(
            ([l, v, c]) =>
              `<div class="row" style="justify-content:space-between;margin-top:14px;padding:14px;border-radius:16px;background:#fafaf9;border:1px solid #eee"><span style="font-size:14px">${l}</span><b class="kpi" style="font-size:22px;color:${c}">${v}</b></div>`,
          )
          .join(
            "",
          )}<div style="margin-top:14px;border-radius:16px;background:${FN.cream};padding:12px">${areaChart({ w: 230, h: 80, values: series(95, 12, 30, 8, 2), color: FN.coral })}</div></div>`,
      })}
    </div>`),
    ),
    cover("brightside-cover", brightsideCover()),
    cover("brightside-1", brightsideGalleryOnboarding()),
    cover(
      "brightside-2",
      page(`<div class="scene" style="background:linear-gradient(135deg,#312e81,#4338ca 60%,#6366f1)">${dotGrid("#ffffff", 30, 0.12)}${glow(1400, 850, 600, "#fbbf24", 170, 0.35)}
      <div class="abs display" style="left:100px;top:150px;color:#fff;font-size:58px;font-weight:700;line-height:1.05;width:540px">Leave approved from a phone, in one tap.</div>
      <div class="abs" style="left:104px;top:330px;color:#c7d2fe;font-size:21px;width:460px;line-height:1.5">Managers see who can cover before they say yes; staff get an answer the same hour instead of next week.</div>
      ${phone({ x: 760, y: 150, scale: 1.18, body: brightsideLeavePhone() })}
      ${phone({
        x: 1150,
        y: 210,
        scale: 1.05,
        rotate: 4,
        body: `<div style="padding:4px 20px"><div class="label">My shifts</div><div class="display" style="font-size:21px;font-weight:700">This week</div>${[
          ["Mon", "Early · 06–14", BS.sun],
          ["Tue", "Early · 06–14", BS.sun],
          ["Wed", "Day off", "#94a3b8"],
          ["Thu", "Late · 15–23", BS.pink],
          ["Fri", "Late · 15–23", BS.pink],
          ["Sat", "Day · 09–17", BS.indigo],
        ]
          .map(
            ([d, s, c]) =>
              `<div class="row" style="gap:12px;margin-top:12px;padding:12px;border-radius:14px;background:#f8fafc"><b style="width:34px">${d}</b><span style="width:4px;height:26px;border-radius:2px;background:${c}"></span><span style="font-size:13.5px">${s}</span></div>`,
          )
          .join("")}</div>`,
      })}
    </div>`),
    ),
    cover("ledgerly-cover", ledgerlyCover()),
    cover("ledgerly-1", ledgerlyGalleryEditor()),
    cover("verdant-cover", verdantCover()),
    cover("verdant-1", verdantGalleryForecast()),
    cover("verdant-2", verdantGalleryField()),
    cover("fallback", fallbackCover()),
  ];
}
