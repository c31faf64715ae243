/** Illustrated portraits of the six demo team members (flat vector style, 4:5). */
import type { Scene } from "../generate.ts";
import { page } from "../lib.ts";

type Hair = "long" | "short" | "curly" | "bun" | "buzz" | "wavy";
type Person = {
  file: string;
  skin: string;
  skinShade: string;
  hair: Hair;
  hairColor: string;
  top: string;
  topShade: string;
  bg: [string, string];
  glasses?: boolean;
  beard?: boolean;
  earrings?: boolean;
  collar?: "crew" | "v" | "blazer" | "hoodie";
};

function hairBack(p: Person) {
  switch (p.hair) {
    case "long":
      return `<path d="M178,360 C160,250 220,190 305,190 C395,190 450,250 430,370 C440,470 450,560 470,640 L130,640 C150,560 168,470 178,360 Z" fill="${p.hairColor}"/>`;
    case "curly":
      return `${Array.from({ length: 22 }, (_, i) => {
        const a = (Math.PI * (i + 0.5)) / 22 + Math.PI;
        const r = 150;
        const x = 300 + Math.cos(a) * r * 1.02;
        const y = 340 + Math.sin(a) * r * 0.95;
        return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${42 + (i % 3) * 6}" fill="${p.hairColor}"/>`;
      }).join("")}<ellipse cx="300" cy="300" rx="150" ry="120" fill="${p.hairColor}"/>`;
    case "bun":
      return `<circle cx="300" cy="188" r="58" fill="${p.hairColor}"/>`;
    case "wavy":
      return `<path d="M182,370 C165,255 225,196 305,196 C390,196 445,255 425,372 C432,430 420,470 405,500 L195,500 C180,470 170,430 182,370 Z" fill="${p.hairColor}"/>`;
    default:
      return "";
  }
}

function hairFront(p: Person) {
  switch (p.hair) {
    case "long":
      return `<path d="M190,350 C185,255 240,212 305,212 C375,212 420,255 414,345 C390,290 345,262 300,258 C262,262 232,300 222,360 C210,335 198,336 190,350 Z" fill="${p.hairColor}"/>
        <path d="M300,258 C330,262 380,285 402,330" stroke="#fff" stroke-opacity=".12" stroke-width="10" fill="none" stroke-linecap="round"/>`;
    case "short":
      return `<path d="M186,352 C176,250 236,205 305,205 C382,205 428,252 416,350 C404,312 388,292 360,280 C325,266 270,262 235,282 C208,298 195,322 186,352 Z" fill="${p.hairColor}"/>
        <path d="M250,262 C290,250 340,252 372,268" stroke="#fff" stroke-opacity=".14" stroke-width="9" fill="none" stroke-linecap="round"/>`;
    case "curly":
      return Array.from(
        { length: 9 },
        (_, i) =>
          `<circle cx="${212 + i * 22}" cy="${258 - Math.sin((i / 8) * Math.PI) * 22}" r="26" fill="${p.hairColor}"/>`,
      ).join("");
    case "bun":
      return `<path d="M188,350 C182,255 238,214 305,214 C376,214 424,258 414,348 C398,300 360,270 305,268 C250,270 206,300 188,350 Z" fill="${p.hairColor}"/>
        <path d="M240,240 C280,228 330,228 368,244" stroke="#fff" stroke-opacity=".14" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    case "buzz":
      return `<path d="M190,338 C184,252 240,214 302,214 C368,214 420,252 412,338 C398,290 350,262 302,262 C254,262 206,290 190,338 Z" fill="${p.hairColor}" fill-opacity=".9"/>`;
    case "wavy":
      return `<path d="M188,352 C182,262 236,214 305,214 C378,214 424,262 416,350 C404,320 392,300 372,290 C376,305 362,318 346,300 C334,286 312,280 288,284 C292,300 270,305 256,292 C232,300 206,318 188,352 Z" fill="${p.hairColor}"/>`;
    default:
      return "";
  }
}

function portrait(p: Person) {
  const collar =
    p.collar === "v"
      ? `<path d="M250,572 L300,645 L350,572 Z" fill="${p.skinShade}"/>`
      : p.collar === "blazer"
        ? `<path d="M248,574 L300,690 L352,574 Z" fill="#f8fafc"/><path d="M220,582 L300,760 L230,760 L166,628 Z" fill="${p.topShade}"/><path d="M380,582 L300,760 L370,760 L434,628 Z" fill="${p.topShade}"/>`
        : p.collar === "hoodie"
          ? `<path d="M213,580 C238,634 362,634 387,580 C372,602 330,618 300,618 C270,618 228,602 213,580 Z" fill="${p.topShade}"/><line x1="282" y1="622" x2="278" y2="690" stroke="#fff" stroke-opacity=".7" stroke-width="5" stroke-linecap="round"/><line x1="318" y1="622" x2="322" y2="690" stroke="#fff" stroke-opacity=".7" stroke-width="5" stroke-linecap="round"/>`
          : `<path d="M244,572 C262,602 338,602 356,572" stroke="${p.topShade}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
  return `<svg width="600" height="750" viewBox="0 0 600 750" xmlns="http://www.w3.org/2000/svg">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>
    <radialGradient id="light" cx=".3" cy=".2" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="600" height="750" fill="url(#bg)"/>
  <rect width="600" height="750" fill="url(#light)"/>
  <circle cx="300" cy="345" r="235" fill="#fff" fill-opacity=".13"/>
  <circle cx="470" cy="130" r="46" fill="#fff" fill-opacity=".12"/>
  <circle cx="110" cy="600" r="70" fill="#000" fill-opacity=".05"/>
  ${hairBack(p)}
  <path d="M36,770 C46,640 160,568 300,568 C440,568 554,640 564,770 Z" fill="${p.top}"/>
  <path d="M256,470 L344,470 L350,578 C332,594 268,594 250,578 Z" fill="${p.skinShade}"/>
  ${collar}
  <ellipse cx="190" cy="378" rx="20" ry="29" fill="${p.skinShade}"/>
  <ellipse cx="410" cy="378" rx="20" ry="29" fill="${p.skinShade}"/>
  ${p.earrings ? `<circle cx="190" cy="412" r="7" fill="#fbbf24"/><circle cx="410" cy="412" r="7" fill="#fbbf24"/>` : ""}
  <ellipse cx="300" cy="362" rx="112" ry="134" fill="${p.skin}"/>
  <ellipse cx="300" cy="470" rx="70" ry="26" fill="${p.skinShade}" fill-opacity=".35"/>
  ${p.beard ? `<path d="M196,380 C200,470 250,505 300,505 C350,505 400,470 404,380 C390,430 360,450 300,452 C240,450 210,430 196,380 Z" fill="${p.hairColor}"/><path d="M262,440 C285,432 315,432 338,440 C320,448 280,448 262,440 Z" fill="${p.hairColor}"/>` : ""}
  <rect x="236" y="330" width="44" height="9" rx="4.5" fill="${p.hairColor}" transform="rotate(-4 258 334)"/>
  <rect x="320" y="330" width="44" height="9" rx="4.5" fill="${p.hairColor}" transform="rotate(4 342 334)"/>
  <ellipse cx="258" cy="374" rx="9" ry="10.5" fill="#1f1a24"/>
  <ellipse cx="342" cy="374" rx="9" ry="10.5" fill="#1f1a24"/>
  <circle cx="261" cy="370" r="3" fill="#fff"/><circle cx="345" cy="370" r="3" fill="#fff"/>
  <path d="M302,384 C296,402 292,414 304,420" stroke="${p.skinShade}" stroke-width="6" fill="none" stroke-linecap="round"/>
  <circle cx="234" cy="424" r="17" fill="#f43f5e" fill-opacity=".13"/><circle cx="366" cy="424" r="17" fill="#f43f5e" fill-opacity=".13"/>
  <path d="M268,442 C285,462 315,462 332,442" stroke="#7c2d12" stroke-width="6" fill="none" stroke-linecap="round" ${p.beard ? 'stroke-opacity=".0"' : ""}/>
  ${p.beard ? `<path d="M274,444 C288,460 312,460 326,444" stroke="#5b1d10" stroke-width="6" fill="none" stroke-linecap="round"/>` : ""}
  ${hairFront(p)}
  ${p.glasses ? `<g fill="none" stroke="#1f1a24" stroke-width="6"><rect x="222" y="348" width="72" height="54" rx="20"/><rect x="306" y="348" width="72" height="54" rx="20"/><path d="M294,370 C298,364 302,364 306,370"/></g><g fill="#fff" fill-opacity=".18"><rect x="226" y="352" width="64" height="46" rx="17"/><rect x="310" y="352" width="64" height="46" rx="17"/></g>` : ""}
</svg>`;
}

const PEOPLE: Person[] = [
  {
    file: "maya",
    skin: "#f6cfb4",
    skinShade: "#e7b293",
    hair: "long",
    hairColor: "#4a2c22",
    top: "#1e1b4b",
    topShade: "#312e81",
    bg: ["#c7d2fe", "#818cf8"],
    collar: "blazer",
    earrings: true,
  },
  {
    file: "theo",
    skin: "#d7a27c",
    skinShade: "#c18a63",
    hair: "short",
    hairColor: "#1c1917",
    top: "#0f766e",
    topShade: "#115e59",
    bg: ["#99f6e4", "#2dd4bf"],
    beard: true,
    collar: "crew",
  },
  {
    file: "aisha",
    skin: "#8d5a3b",
    skinShade: "#784a2f",
    hair: "curly",
    hairColor: "#17120f",
    top: "#d97706",
    topShade: "#b45309",
    bg: ["#fde68a", "#f59e0b"],
    earrings: true,
    collar: "v",
  },
  {
    file: "jonas",
    skin: "#f3d3bd",
    skinShade: "#e2b79b",
    hair: "short",
    hairColor: "#d6a850",
    top: "#4d7c0f",
    topShade: "#3f6212",
    bg: ["#d9f99d", "#84cc16"],
    glasses: true,
    collar: "hoodie",
  },
  {
    file: "lucia",
    skin: "#e0aa83",
    skinShade: "#cc9169",
    hair: "bun",
    hairColor: "#2b1d16",
    top: "#e11d48",
    topShade: "#be123c",
    bg: ["#fecdd3", "#fb7185"],
    earrings: true,
    collar: "crew",
  },
  {
    file: "sam",
    skin: "#b97b56",
    skinShade: "#a36845",
    hair: "buzz",
    hairColor: "#2a211c",
    top: "#4338ca",
    topShade: "#3730a3",
    bg: ["#bae6fd", "#38bdf8"],
    glasses: true,
    collar: "v",
  },
];

export function teamScenes(): Scene[] {
  return PEOPLE.map((p) => ({
    file: `team/${p.file}`,
    w: 600,
    h: 750,
    html: page(`<div style="width:600px;height:750px">${portrait(p)}</div>`, "", { w: 600, h: 750 }),
    quality: 0.85,
  }));
}
