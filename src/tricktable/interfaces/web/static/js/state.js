// The page's one state model: what the server last said, kept in one place and read from here by every module.
// ``catalog``: the variants with their options, display schemas and words, and the AI levels (GET /api/variants,
// in the page's language); refilled in place, so whoever holds it sees the new words. ``table``: the snapshot of
// the game on the table (the server's ``state`` of its last update), null without one; ``Table.state`` (table.js)
// reads and writes it. ``room``: the room's snapshot (the server's ``room``), null outside a room; ``Room.state``
// (room.js) reads and writes it. What each module keeps of its own (the queue of updates, the selected cards, the
// open dialog) is how it draws this state, never a second copy of it.
import { currentLang } from "./i18n.js";
import { getJSON } from "./net.js";

export const state = {
  catalog: { variants: [], players: [] },
  table: null,
  room: null,
};

// The variants, their options and the AI levels, with their words in the page's language.
export async function reloadCatalog() {
  const fresh = await getJSON(`/api/variants?lang=${encodeURIComponent(currentLang)}`);
  const catalog = state.catalog;
  for (const k of Object.keys(catalog)) delete catalog[k];
  Object.assign(catalog, fresh);
  return catalog;
}

// A variant of the catalog by its key (undefined when the server does not offer it).
export function variantOf(key) { return (state.catalog.variants || []).find((v) => v.key === key); }
