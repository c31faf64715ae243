/** Blog header images (16:9): one editorial illustration per demo post, and a fallback. */
import type { Scene } from "../generate.ts";
import { areaChart, dotGrid, glow, icon, page, phone, series, tabBar } from "../lib.ts";

const header = (file: string, html: string): Scene => ({
  file: `blog/${file}`,
  w: 1600,
  h: 900,
  html,
  variants: [800],
  quality: 0.8,
});
const SIZE = { w: 1600, h: 900 };

function mvpScope() {
  const days = [
    ["Mon", "Problem", "#fde68a", ["Who has it?", "Cost today", "Interviews ×5"]],
    ["Tue", "Flows", "#bbf7d0", ["Map the journey", "Must / later", "Sketch 8 ideas"]],
    ["Wed", "Cut", "#bfdbfe", ["One-page scope", "Vote", "Fixed price"]],
    ["Thu", "Prototype", "#fbcfe8", ["Clickable flow", "Real copy"]],
    ["Fri", "Users", "#ddd6fe", ["5 test sessions", "Backlog", "Go!"]],
  ] as const;
  return page(
    `<div class="scene" style="background:linear-gradient(150deg,#fff7ed 0%,#fef3c7 50%,#fde68a 100%)">
    ${dotGrid("#b45309", 30, 0.14)}
    ${glow(1350, 100, 500, "#fb923c", 150, 0.4)}
    <div class="abs" style="left:110px;top:110px;right:110px;bottom:90px;border-radius:28px;background:#fff;box-shadow:0 40px 80px -30px rgba(120,53,15,.45);padding:44px 44px 0;overflow:hidden">
      <div class="row" style="justify-content:space-between"><div><div class="label" style="color:#b45309">Discovery sprint</div><div class="display" style="font-size:44px;font-weight:700;color:#1c1917;margin-top:4px">From idea to scope in five days</div></div>
        <div style="width:130px;height:130px;border-radius:50%;background:#4f3fe0;color:#fff;display:flex;flex-direction:column;align-items:center;justify-content:center;transform:rotate(8deg);box-shadow:0 18px 30px -10px rgba(79,63,224,.6)"><span class="display" style="font-size:52px;font-weight:800;line-height:1">5</span><span style="font-weight:700;font-size:15px">days</span></div></div>
      <div class="row" style="gap:22px;margin-top:30px;align-items:flex-start">
        ${days
          .map(
            ([d, t, c, notes], i) => `<div class="col" style="flex:1;gap:14px">
          <div class="row" style="gap:10px"><span style="width:34px;height:34px;border-radius:10px;background:#1c1917;color:#fff;font-weight:700;font-size:13px;display:flex;align-items:center;justify-content:center">${d}</span><b style="font-size:18px">${t}</b></div>
          ${notes
            .map(
              (n, j) =>
                `<div style="background:${c};padding:18px 16px;border-radius:4px;font-size:18px;font-weight:600;color:#292524;min-height:112px;box-shadow:0 10px 18px -10px rgba(0,0,0,.35);transform:rotate(${((i * 3 + j * 5) % 7) - 3}deg)">${n}</div>`,
            )
            .join("")}
        </div>`,
          )
          .join("")}
      </div>
    </div>
  </div>`,
    "",
    SIZE,
  );
}

function postgres() {
  const kw = (s: string) => `<span style="color:#c4b5fd">${s}</span>`;
  const str = (s: string) => `<span style="color:#86efac">${s}</span>`;
  const fn = (s: string) => `<span style="color:#7dd3fc">${s}</span>`;
  const cm = (s: string) => `<span style="color:#64748b">${s}</span>`;
  const lines = [
    cm("-- one database: queue, documents and search"),
    `${kw("WITH")} job ${kw("AS")} (`,
    `  ${kw("SELECT")} id ${kw("FROM")} jobs ${kw("WHERE")} status = ${str("'pending'")}`,
    `  ${kw("ORDER BY")} run_at ${kw("LIMIT")} 1 ${kw("FOR UPDATE SKIP LOCKED")}`,
    `)`,
    `${kw("UPDATE")} jobs ${kw("SET")} status = ${str("'running'")}`,
    `${kw("FROM")} job ${kw("WHERE")} jobs.id = job.id ${kw("RETURNING")} jobs.*;`,
    ``,
    `${kw("SELECT")} title, ${fn("ts_rank")}(doc, q) ${kw("AS")} rank`,
    `${kw("FROM")} articles, ${fn("websearch_to_tsquery")}(${str("'offline sync'")}) q`,
    `${kw("WHERE")} doc @@ q ${kw("AND")} meta->>${str("'lang'")} = ${str("'en'")}`,
    `${kw("ORDER BY")} rank ${kw("DESC LIMIT")} 10;`,
  ];
  const chips = [
    ["Database", "JSONB documents", 1050, 170, "#38bdf8"],
    ["Search", "Full-text search", 1130, 330, "#a78bfa"],
    ["RefreshCw", "Job queues", 1060, 490, "#34d399"],
    ["Layers", "Read replicas", 1150, 650, "#fbbf24"],
  ] as const;
  return page(
    `<div class="scene" style="background:radial-gradient(120% 120% at 80% 10%, #1e3a8a 0%, #0f172a 55%, #020617 100%)">
    ${dotGrid("#60a5fa", 30, 0.16)}
    ${glow(1250, 420, 560, "#3b82f6", 160, 0.45)}
    <div class="abs" style="left:100px;top:130px;width:860px;height:640px;border-radius:20px;background:#0b1222;border:1px solid #1e293b;box-shadow:0 50px 100px -30px rgba(0,0,0,.8);overflow:hidden">
      <div class="row" style="height:48px;padding:0 18px;gap:8px;border-bottom:1px solid #1e293b;background:#0f172a"><i style="width:12px;height:12px;border-radius:50%;background:#ff5f57"></i><i style="width:12px;height:12px;border-radius:50%;background:#febc2e"></i><i style="width:12px;height:12px;border-radius:50%;background:#28c840"></i><span style="margin-left:16px;font-size:14px;color:#94a3b8" class="row">${icon("Database", 15)}&nbsp; psql · app_production</span></div>
      <pre style="margin:0;padding:28px 30px;font-family:'DejaVu Sans Mono',monospace;font-size:21.5px;line-height:1.75;color:#e2e8f0">${lines.map((l, i) => `<span style="color:#334155;display:inline-block;width:38px">${i + 1}</span>${l}`).join("\n")}</pre>
      <div class="abs row" style="left:0;right:0;bottom:0;height:52px;padding:0 24px;gap:18px;background:#0f172a;border-top:1px solid #1e293b;font-size:14px;color:#94a3b8"><span class="row" style="gap:6px;color:#34d399">${icon("CheckCircle2", 15)} 10 rows</span><span>0.84 ms</span><span style="margin-left:auto">PostgreSQL 17</span></div>
    </div>
    ${chips
      .map(
        ([ic, label, x, y, c]) =>
          `<div class="abs row" style="left:${x}px;top:${y}px;gap:14px;padding:18px 24px;border-radius:18px;background:rgba(15,23,42,.85);border:1px solid ${c}55;box-shadow:0 20px 40px -16px ${c}66;color:#e2e8f0;font-size:20px;font-weight:600"><span style="width:46px;height:46px;border-radius:13px;background:${c}22;color:${c};display:flex;align-items:center;justify-content:center">${icon(ic as never, 22)}</span>${label}</div>`,
      )
      .join("")}
  </div>`,
    "",
    SIZE,
  );
}

function fixedPrice() {
  return page(
    `<div class="scene" style="background:linear-gradient(140deg,#1e1b4b 0%,#312e81 55%,#4338ca 100%)">
    ${dotGrid("#c7d2fe", 30, 0.14)}
    ${glow(1300, 150, 520, "#f59e0b", 160, 0.4)}
    <div class="abs" style="left:170px;top:90px;width:640px;height:760px;background:#fff;border-radius:10px;box-shadow:0 50px 90px -30px rgba(0,0,0,.6);padding:50px 54px;transform:rotate(-3deg);color:#334155;font-size:17px">
      <div class="row" style="justify-content:space-between"><div class="display" style="font-size:36px;font-weight:700;color:#0f172a">Quote</div><span style="font-size:15px;color:#64748b">#Q-2026-118</span></div>
      <div style="margin-top:8px;color:#64748b;font-size:15px">Customer portal · fixed price</div>
      <div style="margin-top:34px;border-top:2px solid #0f172a"></div>
      ${[
        ["Discovery & scope", "$2,400"],
        ["UX and UI design", "$4,800"],
        ["Build: 4 sprints", "$16,000"],
        ["Launch & training", "$1,800"],
        ["60-day warranty", "Included"],
      ]
        .map(
          ([l, v]) =>
            `<div class="row" style="padding:16px 0;border-bottom:1px solid #e2e8f0"><span class="grow">${l}</span><b class="tnum" style="color:#0f172a">${v}</b></div>`,
        )
        .join("")}
      <div class="row" style="justify-content:space-between;margin-top:26px"><span style="font-size:18px">Total, fixed</span><b class="kpi tnum" style="font-size:44px;color:#0f172a">$25,000</b></div>
      <div style="margin-top:28px;padding:16px 18px;border-radius:12px;background:#f1f5f9;font-size:15px;line-height:1.5">Change requests are priced before they are built.</div>
    </div>
    <div class="abs" style="left:640px;top:560px;width:250px;height:250px;border-radius:50%;border:8px solid #16a34a;color:#16a34a;display:flex;flex-direction:column;align-items:center;justify-content:center;transform:rotate(-16deg);background:rgba(255,255,255,.85);box-shadow:0 0 0 6px rgba(22,163,74,.15)"><span class="display" style="font-size:40px;font-weight:800;letter-spacing:.02em">FIXED</span><span class="display" style="font-size:40px;font-weight:800">PRICE</span><span style="font-size:14px;font-weight:700;margin-top:4px">no surprises</span></div>
    <div class="abs col" style="left:1010px;top:170px;width:440px;gap:18px">
      ${[
        ["FileText", "User stories in scope", "Every feature listed, with acceptance criteria"],
        ["Shield", "60-day warranty", "Bugs after launch are on us"],
        ["CreditCard", "Hosting costs upfront", "You know the monthly bill before you sign"],
        ["RefreshCw", "Priced change requests", "Approved before a line is written"],
      ]
        .map(
          ([ic, t, d]) =>
            `<div class="row" style="gap:16px;padding:20px 22px;border-radius:18px;background:rgba(255,255,255,.08);border:1px solid rgba(255,255,255,.16);color:#fff"><span style="width:48px;height:48px;border-radius:14px;background:#f5b83d;color:#1e1b4b;display:flex;align-items:center;justify-content:center;flex:none">${icon(ic as never, 22)}</span><div><div style="font-weight:700;font-size:19px">${t}</div><div style="color:#c7d2fe;font-size:15px;margin-top:2px">${d}</div></div></div>`,
        )
        .join("")}
    </div>
  </div>`,
    "",
    SIZE,
  );
}

function offlineFirst() {
  const screen = (
    title: string,
    state: string,
    color: string,
    ic: string,
    body: string,
  ) => `<div style="padding:4px 20px">
    <div class="label">Field app</div><div class="display" style="font-size:21px;font-weight:700;margin-top:2px">${title}</div>
    <div class="row" style="gap:10px;margin-top:14px;padding:12px 14px;border-radius:14px;background:${color}1a;color:${color};font-weight:600;font-size:13.5px">${icon(ic as never, 17)} ${state}</div>
    ${body}
  </div>`;
  const rows = (n: number, synced: number) =>
    Array.from(
      { length: n },
      (_, i) =>
        `<div class="row" style="gap:12px;margin-top:12px;padding:12px;border-radius:14px;border:1px solid #e2e8f0"><span style="width:34px;height:34px;border-radius:10px;background:#f1f5f9;display:flex;align-items:center;justify-content:center;color:#475569">${icon(i % 2 ? "MapPin" : "FileText", 16)}</span><div class="grow"><div style="font-weight:600;font-size:13.5px">${["Visit: Bramley Foods", "Photo proof · 3", "Order #4471", "Signature"][i % 4]}</div><div style="font-size:11.5px;color:#64748b">${i < synced ? "Synced" : "Saved on device"}</div></div><span style="color:${i < synced ? "#16a34a" : "#f59e0b"}">${icon(i < synced ? "CheckCircle2" : "Clock", 17)}</span></div>`,
    ).join("");
  return page(
    `<div class="scene" style="background:linear-gradient(135deg,#0f766e 0%,#0e7490 50%,#1e3a8a 100%)">
    ${dotGrid("#ffffff", 30, 0.12)}
    ${glow(800, 450, 800, "#5eead4", 200, 0.3)}
    ${phone({
      x: 180,
      y: 150,
      scale: 1.0,
      rotate: -6,
      body:
        screen("Working offline", "No signal · 3 changes saved", "#f59e0b", "WifiOff", rows(4, 1)) +
        tabBar(
          [
            ["Home", "Today"],
            ["MapPin", "Visits"],
            ["Package", "Orders"],
            ["Settings", "More"],
          ],
          1,
          "#0e7490",
        ),
    })}
    ${phone({
      x: 1120,
      y: 110,
      scale: 1.0,
      rotate: 6,
      body:
        screen("Back online", "All changes synced", "#16a34a", "Cloud", rows(4, 4)) +
        tabBar(
          [
            ["Home", "Today"],
            ["MapPin", "Visits"],
            ["Package", "Orders"],
            ["Settings", "More"],
          ],
          1,
          "#0e7490",
        ),
    })}
    <div class="abs col" style="left:560px;top:300px;width:480px;align-items:center;gap:22px">
      <div class="row" style="gap:18px;color:#fff">
        <span style="width:84px;height:84px;border-radius:24px;background:rgba(255,255,255,.12);border:1px solid rgba(255,255,255,.25);display:flex;align-items:center;justify-content:center">${icon("Smartphone", 38)}</span>
        <svg width="150" height="40" viewBox="0 0 150 40"><path d="M6,20 H140" stroke="#fff" stroke-width="4" stroke-dasharray="4 12" stroke-linecap="round"/><path d="M128,8 L144,20 L128,32" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>
        <span style="width:84px;height:84px;border-radius:24px;background:#fff;color:#0e7490;display:flex;align-items:center;justify-content:center">${icon("Cloud", 38)}</span>
      </div>
      <div class="display" style="color:#fff;font-size:46px;font-weight:700;text-align:center;line-height:1.08">Local first.<br/>Sync later.</div>
      <div class="row" style="gap:10px">${["Queue", "Merge", "Resolve"].map((t) => `<span class="pill" style="background:rgba(255,255,255,.14);color:#fff;font-size:16px;padding:9px 16px;border:1px solid rgba(255,255,255,.25)">${t}</span>`).join("")}</div>
    </div>
  </div>`,
    "",
    SIZE,
  );
}

function accessibility() {
  return page(
    `<div class="scene" style="background:linear-gradient(140deg,#f5f3ff 0%,#ede9fe 45%,#c4b5fd 100%)">
    ${dotGrid("#6d28d9", 30, 0.14)}
    ${glow(1350, 150, 520, "#a78bfa", 150, 0.55)}
    <div class="abs" style="left:140px;top:120px;width:640px;padding:40px;border-radius:26px;background:#fff;box-shadow:0 40px 80px -30px rgba(76,29,149,.45)">
      <div class="display" style="font-size:32px;font-weight:700;color:#1e1b4b">Request a demo</div>
      ${[
        ["Full name", "Ada Lovelace", false],
        ["Work email", "ada@engines.co", true],
        ["Company size", "50–200 people", false],
      ]
        .map(
          ([l, v, focus]) =>
            `<div style="margin-top:24px"><div style="font-size:16px;font-weight:600;color:#1e1b4b">${l}</div><div style="margin-top:8px;height:58px;border-radius:14px;border:2px solid ${focus ? "#6d28d9" : "#cbd5e1"};display:flex;align-items:center;padding:0 18px;font-size:18px;color:#0f172a;${focus ? "box-shadow:0 0 0 5px #ddd6fe" : ""}">${v}${focus ? `<span style="width:2px;height:26px;background:#6d28d9;margin-left:2px"></span>` : ""}</div></div>`,
        )
        .join("")}
      <div style="margin-top:30px;height:60px;border-radius:999px;background:#6d28d9;color:#fff;font-weight:700;font-size:19px;display:flex;align-items:center;justify-content:center">Send request</div>
    </div>
    <div class="abs" style="left:880px;top:150px;width:560px;padding:30px;border-radius:24px;background:#1e1b4b;color:#fff;box-shadow:0 40px 80px -30px rgba(30,27,75,.7)">
      <div class="row" style="justify-content:space-between"><b style="font-size:20px">Contrast check</b><span class="pill" style="background:#22c55e;color:#052e16;font-size:15px;padding:6px 14px">${icon("Check", 15)} AAA</span></div>
      <div class="row" style="gap:16px;margin-top:20px"><div style="flex:1;height:110px;border-radius:16px;background:#6d28d9;display:flex;align-items:center;justify-content:center;font-size:30px;font-weight:700">Aa</div><div style="flex:1;height:110px;border-radius:16px;background:#fff;color:#1e1b4b;display:flex;align-items:center;justify-content:center;font-size:30px;font-weight:700">Aa</div></div>
      <div class="row" style="justify-content:space-between;margin-top:18px;font-size:17px;color:#c4b5fd"><span>Ratio</span><b class="kpi" style="font-size:34px;color:#fff">7.9 : 1</b></div>
    </div>
    <div class="abs row" style="left:900px;top:560px;gap:18px">
      ${[
        ["Tab", 150],
        ["⇧", 90],
        ["Enter", 170],
      ]
        .map(
          ([k, w]) =>
            `<div style="width:${w}px;height:92px;border-radius:18px;background:linear-gradient(#ffffff,#e9e5ff);box-shadow:0 8px 0 #a78bfa, 0 22px 30px -10px rgba(76,29,149,.5);display:flex;align-items:center;justify-content:center;font-size:26px;font-weight:700;color:#3b0764">${k}</div>`,
        )
        .join("")}
    </div>
    <div class="abs row" style="left:905px;top:720px;gap:12px;color:#3b0764;font-size:19px;font-weight:600">${icon("Keyboard", 22)} Every screen tested with a keyboard and a screen reader</div>
  </div>`,
    "",
    SIZE,
  );
}

function fallback() {
  return page(
    `<div class="scene" style="background:radial-gradient(120% 120% at 85% 0%, #4f3fe0 0%, #2a2080 45%, #15123a 100%)">
    ${dotGrid("#ffffff", 30, 0.12)}
    ${glow(1300, 120, 520, "#f5b83d", 160, 0.35)}
    <div class="abs" style="left:50%;top:50%;transform:translate(-50%,-50%);display:flex;flex-direction:column;align-items:center;gap:28px">
      <svg width="140" height="140" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#fff" fill-opacity=".12"/><path d="M9 8v16h14" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round" fill="none"/><circle cx="21.5" cy="11.5" r="3.2" fill="#f5b83d"/></svg>
      <div class="display" style="color:#fff;font-size:64px;font-weight:700">Notes from the studio</div>
      <div style="width:520px">${areaChart({ w: 520, h: 80, values: series(3, 16, 20, 6, 1), color: "#f5b83d", dot: true })}</div>
    </div>
  </div>`,
    "",
    SIZE,
  );
}

export function blogScenes(): Scene[] {
  return [
    header("mvp-scope", mvpScope()),
    header("postgres", postgres()),
    header("fixed-price", fixedPrice()),
    header("offline-first", offlineFirst()),
    header("accessibility", accessibility()),
    header("fallback", fallback()),
  ];
}
