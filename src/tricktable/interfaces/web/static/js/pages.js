// The Info (rules of the game on the table, else of the chosen variant), History and Statistics tabs.
import { esc, whenHtml } from "./dom.js";
import { currentLang, t } from "./i18n.js";
import { renderMarkdown } from "./markdown.js";
import { Games } from "./mygames.js";
import { getJSON, postJSON } from "./net.js";
import { openReplay } from "./replay.js";
import { heldGames } from "./replay_review.js";
import { variantName } from "./score.js";
import { Settings } from "./settings.js";
import { state, variantOf } from "./state.js";
import { toast } from "./toast.js";

export async function showRules() {
  const box = document.getElementById("rules");
  const st = state.table;  // the game on the table (state.js), if any
  const d = Settings.data;
  const variant = st ? st.variant : d.variant;
  const options = st ? (st.options || (Games.find(st.game_id) || {}).options || {}) : (d.options[variant] || {});
  if (!variant) { box.textContent = ""; return; }
  try {
    const opts = encodeURIComponent(JSON.stringify(options));
    const data = await getJSON(`/api/rules?variant=${encodeURIComponent(variant)}&options=${opts}&lang=${currentLang}`);
    box.innerHTML = (st ? `<p class="muted">${esc(t("info.playing", { name: variantName(variant) }))}</p>` : "") +
      renderMarkdown(data.markdown);
  } catch (e) { box.textContent = t("err.generic", { m: e.message }); }
}

function historyResult(g) {
  if (g.status === "abandoned") return t("history.abandoned");
  if (g.winner === null || g.winner === undefined) return "—";
  if (g.names) {  // a room's game: who won, by name (each player reads it from where they sat)
    const v = variantOf(g.variant);
    const team = !v || v.scoring_unit === "team";
    const seats = g.names.map((n, i) => ({ n: n || t("room.seat_n", { n: i + 1 }), i }));
    const won = seats.filter((s) => (team ? s.i % 2 === g.winner : s.i === g.winner));
    return t("history.won_by", { names: won.map((s) => s.n).join(" & ") });
  }
  return t(g.winner === 0 ? "history.won" : "history.lost");
}

export async function showHistory() {
  const box = document.getElementById("history");
  const data = await postJSON("/api/history", { games: heldGames() });
  if (!data.games.length) { box.innerHTML = `<p class="muted">${t("history.empty")}</p>`; return; }
  const rows = data.games.map((g) => {
    return `<tr class="history-row" data-game="${esc(g.id)}" data-status="${esc(g.status)}">` +
      `<td data-label="${esc(t("history.when"))}"><span>${whenHtml(g.updated * 1000)}</span></td>` +
      `<td class="block-head">${esc(variantName(g.variant))}${g.names ? `<br><small class="players">${esc(g.names.map((n, i) => n || t("room.seat_n", { n: i + 1 })).join(", "))}</small>` : ""}</td>` +
      `<td data-label="${esc(t("history.result"))}">${esc(historyResult(g))} (${esc((g.scores || []).join(" : "))})</td>` +
      `<td><button type="button" data-replay="${esc(g.id)}">${t("btn.replay")}</button></td></tr>`;
  }).join("");
  // blocks: a phone shows each game as a block of values beside their headings, as Statistics does (style.css)
  box.innerHTML = `<div class="list-wrap"><table class="list blocks"><tr><th>${t("history.when")}</th><th>${t("stats.variant")}</th>` +
    `<th>${t("history.result")}</th><th></th></tr>${rows}</table></div><div id="replay" class="replay"></div>`;
  for (const b of box.querySelectorAll("[data-replay]")) b.addEventListener("click", () => openReplay(b.dataset.replay).catch((e) => toast(e.message)));
}

export async function showStats() {
  const box = document.getElementById("stats");
  const data = await postJSON("/api/stats", { games: heldGames() });
  if (!data.variants.length) { box.innerHTML = `<p class="muted">${t("stats.empty")}</p>`; return; }
  const cols = ["played", "won", "abandoned", "bids", "avg_points", "avg_score"];
  box.innerHTML = `<div class="list-wrap"><table class="list stats blocks"><tr><th>${t("stats.variant")}</th>` +
    cols.map((c) => `<th data-col="${c}">${t("stats." + c)}</th>`).join("") + "</tr>" +
    data.variants.map((v) => `<tr data-variant="${esc(v.variant)}"><td class="block-head">${esc(variantName(v.variant))}</td>` +
      cols.map((c) => `<td data-col="${c}" data-label="${esc(t("stats." + c))}">${esc(v[c] ?? "—")}</td>`).join("") + "</tr>")
      .join("") + "</table></div>";  // blocks, data-label: a phone shows each value beside its heading (style.css)
}
