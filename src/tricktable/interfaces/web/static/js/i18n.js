// Every word on the page in English, Română, Magyar, Ελληνικά, Čeština, from the project's Fluent catalogs
// (src/tricktable/i18n/locales/*/*.ftl, served parsed as CATALOG by /catalog.js). t(key, params) writes the
// page message "page-<key>" ("tab.play" → page-tab-play); tm(id, params) any message by its id. The resolver
// follows Fluent: plural categories by Intl.PluralRules (Czech one/few/many/other), numbers by
// Intl.NumberFormat (4,1), lists by Intl.ListFormat, and the catalogs' functions CARDS, SEAT, SUIT, VERBS,
// LIST, SIGNED, NUMBER. A seat parameter may be {name}: a room's player, called by name (a selector on it takes its
// default, the branch for another seat). A test checks that it writes every message as fluent.runtime does.
// New page strings go into locales/*/page.ftl; rows added to STRINGS below still work until
// scripts/page_strings_to_ftl.py moves them (a test fails while any is left).
const LANGS = ["en", "ro", "hu", "el", "cs"];
const STRINGS = {
};

export let currentLang = "en";

export function setLang(lang) {
  currentLang = LANGS.includes(lang) ? lang : "en";
  document.documentElement.lang = currentLang;
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of document.querySelectorAll("[data-i18n-label]")) el.setAttribute("aria-label", t(el.dataset.i18nLabel));
}

function pageId(key) { return "page-" + String(key).replace(/[^A-Za-z0-9_-]/g, "-"); }

export function t(key, params) {
  const cat = typeof CATALOG !== "undefined" ? CATALOG[currentLang] || CATALOG.en : null;
  const id = pageId(key);
  if (cat && cat[id]) return Fluent.format(currentLang, id, params || {});
  const row = STRINGS[key];
  let s = row ? row[LANGS.indexOf(currentLang)] || row[0] : key;
  if (params) for (const [k, v] of Object.entries(params)) s = s.split("{" + k + "}").join(String(v));
  return s;
}

// The sentence about a seat: its "_you" form when the seat is the person's own (the verb agrees with "you"), if
// the catalogs have one.
export function tSeat(key, params, you) {
  const cat = typeof CATALOG !== "undefined" ? CATALOG[currentLang] || CATALOG.en : null;
  const own = key + "_you";
  return you && ((cat && (cat[pageId(own)] || CATALOG.en[pageId(own)])) || STRINGS[own]) ? t(own, params) : t(key, params);
}

// Dates a person reads, in the page's language (never the browser's locale): a day of the calendar given as ISO
// "YYYY-MM-DD" (the daily challenge's days, UTC days, so the same day wherever the browser is), and a moment
// (a Date or milliseconds) with its time of day, in the browser's time zone. Machine values (URLs, API
// parameters, keys) keep the ISO day; only what is shown goes through these.
export function formatDay(iso) {
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? String(iso) : new Intl.DateTimeFormat(currentLang, { dateStyle: "long", timeZone: "UTC" }).format(d);
}
export function formatMoment(when) {
  return new Intl.DateTimeFormat(currentLang, { dateStyle: "medium", timeStyle: "short" }).format(new Date(when));
}
// A moment as its day and its time of day apart ([day, time]), for a narrow column that shows each on a line.
export function momentParts(when) {
  const d = new Date(when);
  return [new Intl.DateTimeFormat(currentLang, { dateStyle: "medium" }).format(d),
    new Intl.DateTimeFormat(currentLang, { timeStyle: "short" }).format(d)];
}

// A message by its catalog id ("suit-H", "event-played"), in the page's language.
export function tm(id, params) { return Fluent.format(currentLang, id, params || {}); }

export const Fluent = (() => {
  const cache = new Map();
  function intl(kind, lang, opts) {
    const key = kind + lang + JSON.stringify(opts || {});
    if (!cache.has(key)) cache.set(key, new Intl[kind](lang, opts));
    return cache.get(key);
  }
  const JOINERS = { semicolon: "; ", ranks: " > ", plain: ", " };
  const LIST_TYPES = { and: "conjunction", or: "disjunction", unit: "unit", narrow: "unit" };
  const RANK_NAMES = { T: 10 };

  function messages(lang) { return (CATALOG[lang] || CATALOG.en); }
  function has(lang, id) { return typeof CATALOG !== "undefined" && !!(messages(lang)[id] || CATALOG.en[id]); }

  function format(lang, id, args, ctx) {
    const pattern = messages(lang)[id] || CATALOG.en[id];
    if (!pattern) return id;
    return write(lang, pattern, args, ctx || { depth: 0 }).trim();
  }

  function plain(lang, id, args) { return has(lang, id) ? format(lang, id, args) : ""; }

  function number(lang, n, opts) {
    return intl("NumberFormat", lang, { maximumFractionDigits: 3, ...(opts || {}) }).format(n);
  }

  function show(lang, v) {
    if (typeof v === "number") return number(lang, v);
    if (v === null || v === undefined) return "none";
    if (Array.isArray(v)) return listText(lang, v.map((x) => show(lang, x)), "and");
    if (typeof v === "object" && v.cards) return cardsText(lang, v, "short", "nom");
    if (typeof v === "object" && v.name) return String(v.name);  // a seat named by its player (a room)
    if (typeof v === "object" && v.id) return format(lang, v.id, v.params || {});  // a nested message
    return String(v);
  }

  function raw(lang, part, args, ctx) {
    if (typeof part === "string") return part;
    if (part.v !== undefined) {
      const v = args[part.v];
      return v === null || v === undefined ? "none" : typeof v === "boolean" ? String(v) : v;
    }
    if (part.n !== undefined) return part.n;
    if (part.f !== undefined) return call(lang, part, args, ctx);
    return write(lang, [part], args, ctx);
  }

  function write(lang, pattern, args, ctx) {
    if (ctx.depth > 20) return "";
    let out = "";
    for (const part of pattern) {
      if (typeof part === "string") out += part;
      else if (part.v !== undefined) out += show(lang, args[part.v]);
      else if (part.n !== undefined) out += number(lang, part.n);
      else if (part.m !== undefined) out += format(lang, part.m, args, { depth: ctx.depth + 1 });
      else if (part.f !== undefined) out += show(lang, call(lang, part, args, ctx));
      else if (part.s !== undefined) out += write(lang, choose(lang, part, raw(lang, part.s, args, ctx)), args, ctx);
    }
    return out;
  }

  function choose(lang, sel, value) {
    for (const [key, pattern] of sel.k) {
      if (typeof key === "number") { if (typeof value === "number" && value === key) return pattern; }
      else if (typeof value === "number") { if (intl("PluralRules", lang).select(value) === key) return pattern; }
      else if (String(value) === key) return pattern;
    }
    return sel.k[sel.d][1];
  }

  function listText(lang, items, type) {
    if (type === "semicolon") return items.join(plain(lang, "list-joiner-semicolon") || JOINERS.semicolon);  // Greek: "·"
    if (JOINERS[type]) return items.join(JOINERS[type]);
    if (!items.length) return "";
    return intl("ListFormat", lang, { type: LIST_TYPES[type] || "conjunction" }).format(items.map(String));
  }

  // ---- cards: codes as the page and the server write them ("G14", "10S" / "TS", "BJ", "Crow")
  function shortCard(code) { return /^T[SHDC]$/.test(code) ? "10" + code[1] : code; }

  function cardName(lang, code, bird, kase) {
    const c = String(code).toUpperCase();
    let m = /^([RYGB])(\d{1,2})$/.exec(c);
    if (m) return plain(lang, "card-rook", { colour: m[1], number: Number(m[2]), case: kase });
    m = /^(10|[2-9TJQKA])([SHDC])$/.exec(c);
    if (m) {
      const r = m[1] === "T" ? 10 : /^\d+$/.test(m[1]) ? Number(m[1]) : m[1];
      return plain(lang, "card-standard", { rank: RANK_NAMES[r] || r, suit: m[2], case: kase });
    }
    if (c === "BJ" || c === "SJ") return plain(lang, "card-joker", { joker: c === "BJ" ? "big" : "small", case: kase });
    return plain(lang, "card-bird", { bird: bird || code, case: kase });
  }

  function cardsText(lang, arg, style, kase) {
    const codes = Array.isArray(arg.cards) ? arg.cards : String(arg.cards).split(/\s+/).filter(Boolean);
    if (style === "name") return listText(lang, codes.map((c) => cardName(lang, c, arg.bird, kase)), "and");
    return codes.map(shortCard).join(" ");
  }

  function article(lang, value) {
    if (lang !== "hu") return "";
    const text = String(value).trim();
    const lead = /^\d+/.exec(text);  // "5.", "57", "5QK": read as the number they start with
    // a code in capitals (a room code, "NEFK-GW7Z") is read letter by letter: "az F7Q2" (ef), "a K7Q2" (ká)
    if (!lead && text.length > 1 && /^[\p{Lu}\d-]+$/u.test(text)) return /^[AÁEÉFIÍLMNOÓÖŐRSUÚÜŰXY]/.test(text) ? "az" : "a";
    if (!lead) return /^[aáeéiíoóöőuúüű]/i.test(text) ? "az" : "a";
    const n = Number(lead[0]);
    return n === 1 || String(n)[0] === "5" || (n >= 1000 && n < 2000) ? "az" : "a";
  }

  function call(lang, part, args, ctx) {
    const a = part.a.map((x) => raw(lang, x, args, ctx));
    const o = part.o || {};
    const kase = o.case || "nom";
    switch (part.f) {
      case "CARDS": {
        const arg = a[0] && typeof a[0] === "object" && !Array.isArray(a[0]) ? a[0] : { cards: a[0] || [] };
        return cardsText(lang, arg, o.style || arg.style || "short", kase);
      }
      case "SEAT": {
        if (a[0] && typeof a[0] === "object" && a[0].name) return String(a[0].name);  // a room's player, by name
        const key = String(a[0]);
        const n = /^seat(\d)$/.exec(key);
        if (n) return plain(lang, "seat-number", { n: Number(n[1]), case: kase });
        const team = /^team(\d)$/.exec(key);  // a side without a point of view
        return team ? plain(lang, "seat-team", { n: Number(team[1]) + 1, case: kase }) : plain(lang, "seat-" + key, { case: kase });
      }
      case "SUIT": return plain(lang, "suit-" + a[0], { case: kase });
      case "VERBS": return listText(lang, [].concat(a[0]).map((k) => plain(lang, "verb-" + k) || String(k)), "or");
      case "LIST": return listText(lang, [].concat(a[0]).map((x) => show(lang, x)), o.type || "and");
      case "SIGNED": return intl("NumberFormat", lang, { maximumFractionDigits: 3, signDisplay: "always" }).format(a[0]);
      case "NUMBER": return number(lang, a[0], o);
      case "ARTICLE": {  // as tricktable.i18n.localizer.definite_article
        const word = article(lang, Array.isArray(a[0]) ? a[0][0] : a[0]);
        return kase === "start" ? word.charAt(0).toUpperCase() + word.slice(1) : word;
      }
      default: return "";
    }
  }

  return { format, has, number, cardName: (lang, code, bird, kase) => cardName(lang, code, bird, kase || "nom") };
})();

