// A small face drawn from a seed (a seat's, a room member's, your profile's): the same seed, the same face.
const AVATAR_BG = ["#5c6bc0", "#26a69a", "#ef6c00", "#8d6e63", "#ab47bc", "#42a5f5", "#d81b60", "#7cb342"];
const AVATAR_SKIN = ["#f1c27d", "#e0ac69", "#c68642", "#8d5524", "#ffdbac"];
const AVATAR_HAIR = ["#2b1d0e", "#6d4c41", "#d7a15a", "#111111", "#9e9e9e", "#b71c1c"];

function hashOf(text) {
  let h = 2166136261;
  for (const ch of String(text)) { h ^= ch.charCodeAt(0); h = Math.imul(h, 16777619) >>> 0; }
  return h;
}

// A small face drawn from a seed: background, skin, hair colour and one of four hair styles.
export function avatarSVG(seed) {
  const h = hashOf(seed);
  const bg = AVATAR_BG[h % AVATAR_BG.length], skin = AVATAR_SKIN[(h >>> 3) % AVATAR_SKIN.length];
  const hair = AVATAR_HAIR[(h >>> 6) % AVATAR_HAIR.length], style = (h >>> 9) % 4;
  const hairs = [
    `<path d="M13 19 Q20 6 27 19 Q24 12 20 12 Q16 12 13 19Z" fill="${hair}"/>`,
    `<path d="M12 20 Q12 8 20 8 Q28 8 28 20 L26 16 Q20 12 14 16Z" fill="${hair}"/>`,
    `<rect x="12" y="9" width="16" height="5" rx="2" fill="${hair}"/><rect x="10" y="13" width="20" height="2" rx="1" fill="${hair}"/>`,
    `<path d="M12 22 Q10 8 20 8 Q30 8 28 22 L27 27 L25 17 Q20 13 15 17 L13 27Z" fill="${hair}"/>`,
  ];
  return `<svg viewBox="0 0 40 40" aria-hidden="true"><circle cx="20" cy="20" r="20" fill="${bg}"/>` +
    `<path d="M6 40 Q8 28 20 28 Q32 28 34 40Z" fill="${skin}" opacity=".9"/>` +
    `<circle cx="20" cy="19" r="8" fill="${skin}"/>${hairs[style]}` +
    `<circle cx="17" cy="19" r="1.1" fill="#222"/><circle cx="23" cy="19" r="1.1" fill="#222"/>` +
    `<path d="M17 23 Q20 25 23 23" stroke="#222" stroke-width="1" fill="none"/></svg>`;
}
