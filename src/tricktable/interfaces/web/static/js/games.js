// The lobby (the Play tab without a table) and a game of one's own: the games in progress (mygames.js keeps them)
// with variant, score and last move, each resumed with a click; New game asks first when a match is under way.
import { actionEvent } from "./actions.js";
import { closeDialog, confirmDialog } from "./dialogs.js";
import { button, esc, whenHtml } from "./dom.js";
import { renderFriendsBox } from "./friends.js";
import { currentLang, t } from "./i18n.js";
import { Games } from "./mygames.js";
import { handKeys, handWord, seatNames, variantDisplay, variantName } from "./score.js";
import { Settings, fillVariantSelect } from "./settings.js";
import { variantOf } from "./state.js";
import { endGame, nextHand, showSummary } from "./summary.js";
import { Table } from "./table.js";
import { showTab } from "./tabs.js";
import { toast } from "./toast.js";

// A game of one's own is the host of its table (table.js ``Table.host``): the summary's way on is the next hand or
// the end of the match, and after the match a new game or another.
const OwnGame = {
  active() { return true; },
  summaryButtons(row, table) {
    const st = table.state;
    if (!st.match_over) {
      row.append(button(t(handKeys(st.display).next), () => nextHand(table), "primary"));
      const end = button(t(st.open_ended ? "btn.finish_match" : "btn.end_game"), () => endGame(table));
      end.dataset.act = "end";
      row.append(end);
    } else {
      row.append(button(t("btn.new_game"), () => { closeDialog(); newGame({ variant: st.variant, options: st.options }); }, "primary"));
      const other = button(t("btn.other_game"), () => { closeDialog(); table.summaryClosed = true; showLobby(); });
      other.dataset.act = "other-game";
      row.append(other);
    }
  },
};

// The table opens the game ``id`` of this browser's with its seat ``token``.
export function playOwn(id, token) { Table.start(id, token, null, OwnGame); }

export async function newGame(opts) {
  const st = Table.state;
  if (Table.open() && st && !st.match_over) {
    const ok = await confirmDialog(t("confirm.new_title"), t("confirm.new_text"), t("btn.start_new"));
    if (!ok) { if (st.between_hands && !Table.summaryClosed) showSummary(Table); return null; }
  }
  return startGame(opts);
}

export async function startGame(opts) {
  const d = Settings.data, o = opts || {};
  const variant = o.variant || d.variant;
  const options = o.options || d.options[variant] || {};
  const body = { variant, options, ai: o.ai || d.ai, lang: currentLang };
  if (o.seed !== undefined && o.seed !== null) body.seed = o.seed;
  const r = await fetch("/api/games", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const reply = await r.json();
  if (!r.ok) { toast(t("err.generic", { m: reply.detail })); return null; }
  const token = reply.tokens["0"];
  Games.remember({ id: reply.id, token, variant, options });
  Games.setCurrent(reply.id, token);
  showTab("play");
  playOwn(reply.id, token);
  return reply.id;
}

function resumeGame(id) {
  const g = Games.find(id);
  if (!g) return;
  Games.setCurrent(g.id, g.token);
  showTab("play");
  playOwn(g.id, g.token);
}

// The Play tab without a table: what the chosen game is, New game, and the games in progress.
export function showLobby() {
  Table.stop();
  Games.leave();
  closeDialog();
  document.getElementById("table").classList.add("hidden");
  document.getElementById("lobby").classList.remove("hidden");
  renderLobby();
}

export function renderLobby() {
  const v = variantOf(Settings.data.variant);
  const sel = document.getElementById("lobby-variant");
  fillVariantSelect(sel, true);
  sel.value = Settings.data.variant;
  document.getElementById("welcome-text").textContent = v ? t(v.display.welcome) : "";
  document.getElementById("welcome-variant").textContent = v ? v.description : "";
  renderInProgress().catch(() => renderInProgress(true));
  renderFriendsBox();
}

function lastMoveText(g) {
  if (!g.last) return "—";
  const names = seatNames(g.direction, g.scoring_unit);
  const key = names[(g.last.seat + 4) % 4];
  return actionEvent(g.last.action, g.display, t(key), key === "seat.you");
}

function scoreText(g) {
  const s = g.scores || [];
  if (g.scoring_unit === "team") return `${t("label.we")} ${s[0] ?? 0} · ${t("label.they")} ${s[1] ?? 0}`;
  return s.map((x, i) => `${t(seatNames(g.direction, g.scoring_unit)[i])} ${x}`).join(" · ");
}

async function renderInProgress(offline) {
  const box = document.getElementById("games-in-progress");
  const games = offline ? Games.all().filter((g) => (g.status || "active") === "active").map((g) => ({ ...g, offline: true }))
    : (await Games.summaries()).filter((g) => g.status === "active");
  if (!games.length) { box.innerHTML = `<p class="muted">${t("games.none")}</p>`; return; }
  const rows = games.map((g) => {
    const hand = g.hand ? `${handWord(g.display || variantDisplay(g.variant))} ${g.hand}` : "";
    return `<tr class="game-row" data-game="${esc(g.id)}"><td><b>${esc(variantName(g.variant))}</b><br><small>${esc(hand)}</small></td>` +
      `<td>${esc(g.offline ? "" : scoreText(g))}</td><td>${esc(g.offline ? "" : lastMoveText(g))}</td><td><small>${g.updated ? whenHtml(g.updated * 1000) : ""}</small></td>` +
      `<td><button type="button" class="primary" data-resume="${esc(g.id)}">${t("btn.resume")}</button></td></tr>`;
  }).join("");
  box.innerHTML = `<h2>${t("games.title")}</h2><div class="list-wrap"><table class="list"><tr><th>${t("stats.variant")}</th>` +
    `<th>${t("label.score")}</th><th>${t("games.last_move")}</th><th>${t("history.when")}</th><th></th></tr>${rows}</table></div>`;
  for (const b of box.querySelectorAll("[data-resume]")) b.addEventListener("click", () => resumeGame(b.dataset.resume));
}
