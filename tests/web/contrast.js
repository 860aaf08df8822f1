// WCAG 2.2 contrast of every visible text on the page against what is behind it, from the colours the CSS
// actually gives (getComputedStyle): the text colour and the backgrounds under it composited with their alpha and
// the elements' opacity; a gradient background counts with each of its colours (the worst is kept).
// Returns the pairs below the AA minimum: 4.5:1, or 3:1 for large text (24px, or 18.66px bold).
(root) => {
  const parse = (c) => {
    const m = /rgba?\(([^)]+)\)/.exec(c || "");
    if (!m) return null;
    const p = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
    return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
  };
  const over = (top, under) => {  // top composited over an opaque colour
    const a = top.a;
    return { r: top.r * a + under.r * (1 - a), g: top.g * a + under.g * (1 - a), b: top.b * a + under.b * (1 - a), a: 1 };
  };
  const lum = (c) => {
    const ch = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * ch(c.r) + 0.7152 * ch(c.g) + 0.0722 * ch(c.b);
  };
  const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  const gradientColours = (img) => (img.match(/rgba?\([^)]+\)/g) || []).map(parse);
  // The possible backgrounds behind el (several when a gradient is under it), opaque.
  const backgrounds = (el) => {
    const chain = [];
    for (let e = el; e; e = e.parentElement) chain.push(e);
    let bases = [{ r: 255, g: 255, b: 255, a: 1 }];
    for (const e of chain.reverse()) {
      const s = getComputedStyle(e);
      const grads = s.backgroundImage && s.backgroundImage.includes("gradient") ? gradientColours(s.backgroundImage) : [];
      if (grads.length) bases = grads.flatMap((g) => bases.map((b) => over(g, b)));
      const bg = parse(s.backgroundColor);
      if (bg && bg.a > 0) bases = bases.map((b) => over(bg, b));
    }
    return bases;
  };
  const opacity = (el) => { let o = 1; for (let e = el; e; e = e.parentElement) o *= Number(getComputedStyle(e).opacity); return o; };
  const out = [];
  const checked = [];
  const seen = new Set();
  const walker = document.createTreeWalker(root || document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent.trim();
    const el = n.parentElement;
    if (!text || !el || el.closest(".sr-only, svg, option, [hidden], .hidden")) continue;
    const rect = el.getBoundingClientRect();
    if (!rect.width || !rect.height || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const s = getComputedStyle(el);
    if (el.closest("button:disabled, button[aria-disabled=true]")) continue;  // WCAG exempts inactive controls
    const bases = backgrounds(el);
    let fg = parse(s.color);
    const o = opacity(el);
    const size = parseFloat(s.fontSize), bold = Number(s.fontWeight) >= 700;
    const large = size >= 24 || (bold && size >= 18.66);
    const need = large ? 3 : 4.5;
    let worst = Infinity, behind = null;
    for (const b of bases) {
      const shown = over({ ...fg, a: fg.a * o }, b);
      const r = ratio(shown, b);
      if (r < worst) { worst = r; behind = b; }
    }
    checked.push({ text: text.slice(0, 30), ratio: Math.round(worst * 100) / 100, need });
    if (worst < need) {
      const key = `${el.className}|${s.color}|${Math.round(worst * 100)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const hex = (c) => "#" + [c.r, c.g, c.b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("");
      out.push({ text: text.slice(0, 40), cls: el.className || el.tagName, color: hex(over({ ...fg, a: fg.a * o }, behind)),
        background: hex(behind), ratio: Math.round(worst * 100) / 100, need });
    }
  }
  // Text drawn in SVG (the cards' numbers and marks): its fill against the shapes under it, at its drawn size.
  for (const el of (root || document.body).querySelectorAll("svg text")) {
    const text = el.textContent.trim();
    const box = el.getBoundingClientRect();
    if (!text || !box.width || el.closest(".sr-only, .hidden, [hidden]")) continue;
    const svg = el.ownerSVGElement;
    const scale = svg.getBoundingClientRect().width / (svg.viewBox.baseVal.width || 100);
    const s = getComputedStyle(el);
    const size = parseFloat(s.fontSize) * scale, bold = Number(s.fontWeight) >= 700;
    const need = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
    const fg = parse(s.fill);
    if (!fg) continue;
    let behind = backgrounds(svg).map((b) => over(parse(getComputedStyle(svg.querySelector(".card-face, rect")).fill) || b, b));
    for (const r of svg.querySelectorAll("rect")) {
      const rb = r.getBoundingClientRect();
      const fill = parse(getComputedStyle(r).fill);
      if (!fill || r.classList.contains("card-face") || rb.right < box.left || rb.left > box.right || rb.bottom < box.top || rb.top > box.bottom) continue;
      behind = behind.concat(behind.map((b) => over({ ...fill, a: fill.a * Number(getComputedStyle(r).opacity) }, b)));
    }
    const o = opacity(el);
    let worst = Infinity, under = null;
    for (const b of behind) {
      const r = ratio(over({ ...fg, a: fg.a * o }, b), b);
      if (r < worst) { worst = r; under = b; }
    }
    checked.push({ text: text.slice(0, 30), ratio: Math.round(worst * 100) / 100, need });
    const key = `svg|${s.fill}|${Math.round(worst * 100)}|${need}`;
    if (worst < need && !seen.has(key)) {
      seen.add(key);
      const hex = (c) => "#" + [c.r, c.g, c.b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("");
      out.push({ text: text.slice(0, 40), cls: "svg " + (el.getAttribute("class") || ""), color: hex(fg), background: hex(under),
        ratio: Math.round(worst * 100) / 100, need });
    }
  }
  checked.sort((a, b) => a.ratio / a.need - b.ratio / b.need);
  return { failing: out, checked: checked.length, lowest: checked.slice(0, 6) };
}
