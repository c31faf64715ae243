import { describe } from "vitest";
import { itMaps } from "../../tests/setup/cases";
import { describeDevice, displayIp } from "./device";

const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

describe("describeDevice", () => {
  itMaps("names %s", describeDevice, [
    [CHROME_LINUX, { label: "Chrome on Linux", kind: "desktop" }],
    [FIREFOX_WINDOWS, { label: "Firefox on Windows", kind: "desktop" }],
    [SAFARI_IPHONE, { label: "Safari on iPhone (iOS)", kind: "mobile" }],
    [null, { label: "Unknown device", kind: "unknown" }],
    ["", { label: "Unknown device", kind: "unknown" }],
  ]);
});

describe("displayIp", () => {
  itMaps("writes %s as %s", displayIp, [
    ["203.0.113.9", "203.0.113.9"],
    ["2001:0db8:0085:0000:0000:0000:0000:0000", "2001:db8:85::"],
    ["0000:0000:0000:0000:0000:0000:0000:0000", "::"],
    ["0000:0000:0000:0000:0000:0000:0000:0001", "::1"],
    ["2001:0db8:0000:0001:0000:0000:0000:0001", "2001:db8:0:1::1"],
    ["0000:0000:0000:0000:0000:ffff:c000:0201", "::ffff:c000:201"],
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["2001:db8::1", "2001:db8::1"],
    [null, null],
  ]);
});
