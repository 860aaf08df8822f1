/* tricktable.native._core: the compiled kernels (see tricktable/native/__init__.py and docs/native.md). */
#include "kernels.h"
#include "rook_tables.h"
#include "mt.h"

#ifndef TT_SOURCE_HASH
#define TT_SOURCE_HASH "unknown"
#endif

static PyMethodDef core_methods[] = {
    {"callbreak_playout", (PyCFunction)(void (*)(void))tt_callbreak_playout, METH_FASTCALL,
     "callbreak_playout(state, rng, min_call, n_calls, head, overtrump, cls): the Callbreak random playout."},
    {"callbreak_legal_mask", (PyCFunction)(void (*)(void))tt_callbreak_legal_mask, METH_FASTCALL,
     "callbreak_legal_mask(hand, trick, must_head, must_overtrump): the playable cards as a mask."},
    {"callbreak_solve", (PyCFunction)(void (*)(void))tt_callbreak_solve, METH_FASTCALL,
     "callbreak_solve(hands, trick, leader, seat, tricks, gone, head, overtrump, u, plays): the exact endgame."},
    {"callbreak_rollout", (PyCFunction)(void (*)(void))tt_callbreak_rollout, METH_FASTCALL,
     "callbreak_rollout(state, rng, min_call, max_call, head, overtrump, tail, cls): the search's rollout."},
    {"rook_tables", (PyCFunction)(void (*)(void))tt_rook_tables_new, METH_FASTCALL,
     "rook_tables(deck, anytime, counters, suit_mask, suits, follow, led_suit, beat, points, strength, config, "
     "play_actions): a Rook game's tables for its kernels, or None."},
    {"rook_deal", (PyCFunction)(void (*)(void))tt_rook_deal, METH_FASTCALL,
     "rook_deal(tables, hands, extra): the hands' and the nest's masks of a valid deal."},
    {"rook_solve", (PyCFunction)(void (*)(void))tt_rook_solve, METH_FASTCALL,
     "rook_solve(tables, special, hands, nest, played, trick, leader, seat, tally, trump, moves, leaves, leaf): "
     "the exact endgame."},
    {"rook_legal_mask", (PyCFunction)(void (*)(void))tt_rook_legal_mask, METH_FASTCALL,
     "rook_legal_mask(tables, hand, lead, trump): the playable cards as a mask."},
    {"rook_playout", (PyCFunction)(void (*)(void))tt_rook_playout, METH_FASTCALL,
     "rook_playout(tables, rng, phase, seat, dealer, hands, nest, bids, high, declarer, trump, played, trick, "
     "leader, tally): the Rook random playout."},
    {"rook_rollout", (PyCFunction)(void (*)(void))tt_rook_rollout, METH_FASTCALL,
     "rook_rollout(tables, rng, hands, played, trick, leader, seat, tally, trump, tail, history): the search's "
     "rollout."},
    {"shuffle", (PyCFunction)(void (*)(void))tt_shuffle, METH_FASTCALL,
     "shuffle(rng, x): random.Random.shuffle(x) drawn from rng's own state."},
    {"worlds_sample", (PyCFunction)(void (*)(void))tt_worlds_sample, METH_FASTCALL,
     "worlds_sample(hidden, counts, forbidden, prior, rng, tries): the world ai.search.worlds.sample deals."},
    {"paired", (PyCFunction)(void (*)(void))tt_paired, METH_FASTCALL,
     "paired(a, b): ai.search.pimc._paired(a, b, []), the mean of a - b and its standard error."},
    {"shengji_playout", (PyCFunction)(void (*)(void))tt_shengji_playout, METH_FASTCALL,
     "shengji_playout(consts, rng, phase, seat, dealer, deal1, level, trump, h1, h2, kitty, decl, decl_seat, "
     "first_decl, passes, first_declarer_deals, strict, throws, trick, lead, best, best_key, points, tricks, "
     "history, done): the Tractor random playout."},
    {"shengji_deal", (PyCFunction)(void (*)(void))tt_shengji_deal, METH_FASTCALL,
     "shengji_deal(hands, extra): the hands' (m1, m2) masks of a valid Tractor deal."},
    {"tractor_addable", (PyCFunction)(void (*)(void))tt_tractor_addable, METH_FASTCALL,
     "tractor_addable(m1, m2, selection, lead_n, lead_suit, lead_pairs, strict_len, throws, tables): the cards "
     "games.shengji.rl_mask.addable_cards offers."},
    {"obs_play", (PyCFunction)(void (*)(void))tt_obs_play, METH_FASTCALL,
     "obs_play(table, layout, seat, cards, put, first, share, end, counts): the RL observer's play update."},
    {"card_mask", (PyCFunction)(void (*)(void))tt_card_mask, METH_FASTCALL,
     "card_mask(m, table, size): rl.card_masks.CardMasks.mask(m), the action mask of a card bit mask."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef core_module = {
    PyModuleDef_HEAD_INIT, "_core", "tricktable's compiled kernels; the Python rules are their reference.", -1,
    core_methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__core(void)
{
    if (tt_mt_init() < 0 || tt_worlds_init() < 0)
        return NULL;
    PyObject *m = PyModule_Create(&core_module);
    if (m == NULL)
        return NULL;
    if (PyModule_AddStringConstant(m, "SOURCE_HASH", TT_SOURCE_HASH) < 0 ||
        PyModule_AddIntConstant(m, "FAST_RNG", tt_fast_ok) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
