// The page's one entry (index.html loads it as a module; every other module is imported from here or by its
// neighbours): the wiring between the parts that do not import each other, the debugging handle, the start.
// Whoever the table is played in (a game of one's own, a room, the daily challenge) is its host (table.js), so the
// table's modules import none of them; what flows the other way is wired here.
import { actionLabel } from "./actions.js";
import { boot } from "./app.js";
import { avatarSVG } from "./avatar.js";
import { cardEl, cardLabel } from "./cards.js";
import { closeDialog, confirmDialog, onDismiss, openDialog } from "./dialogs.js";
import { showLobby, startGame } from "./games.js";
import { Fluent, currentLang, t } from "./i18n.js";
import { Installable } from "./installable.js";
import { Games } from "./mygames.js";
import { Profile } from "./profile.js";
import { openReplay } from "./replay.js";
import { fillReview } from "./replay_review.js";
import { Room } from "./room.js";
import { variantName } from "./score.js";
import { Settings } from "./settings.js";
import { Sound } from "./sound.js";
import { state } from "./state.js";
import { nestReveal, nextHand, showLastTrick, showSummary } from "./summary.js";
import { Table, stepKey } from "./table.js";
import { toast } from "./toast.js";
import { Trick } from "./trick.js";

// The table goes back to the lobby when the server no longer knows its game; it fits itself to a new card size; a
// dialog the person closed (Escape, a click beside it) is told to it (a closed summary stays closed).
Table.toLobby = showLobby;
Settings.onApply(() => Table.fitTable());
onDismiss((name) => Table.dialogDismissed(name));

// The debugging handle, for the browser tests and a person at the console, never read by the page itself: the
// state model and the parts a test drives or reads (``tricktable.Table.state`` is ``tricktable.state.table``).
window.tricktable = Object.freeze({
  state, Table, Room, Settings, Games, Profile, Trick, Sound, Fluent,
  t, stepKey, actionLabel, cardEl, cardLabel, avatarSVG, variantName,
  showSummary, showLastTrick, nestReveal, fillReview, nextHand, startGame, openReplay,
  openDialog, closeDialog, confirmDialog,
  lang: () => currentLang,
});

Installable.init();
boot().catch((e) => { if (!Installable.failed(e)) toast(t("err.generic", { m: e.message })); });
