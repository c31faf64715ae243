// Written by scripts/images/version.ts: a hash of every picture in public/images/ (decision 023).
export const IMAGE_VERSION = "dcf63b67e8";
