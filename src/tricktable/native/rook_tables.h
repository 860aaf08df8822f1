/* The Rook kernels' tables (games/rook/tables.Tables and the config, read once per game into a capsule): see
 * rook.c. */
#ifndef TT_ROOK_TABLES_H
#define TT_ROOK_TABLES_H

#include "kernels.h"

#define TT_ROOK_CARDS 57
#define TT_ROOK_CAPSULE "tricktable.native.rook_tables"

typedef struct {
    uint64_t deck, anytime, counters; /* counters: the nest's no_counters_in_nest mask, else 0 */
    uint64_t suit_mask[4];            /* the colours, without the bird and the red 1 */
    uint64_t suits[4][4];             /* per trump: the four suits in random play's counting order */
    uint64_t follow[4][TT_ROOK_CARDS];
    int led_suit[4][TT_ROOK_CARDS];
    int beat[4][4][TT_ROOK_CARDS];
    int points[TT_ROOK_CARDS], strength[TT_ROOK_CARDS];
    long long cheap[4][TT_ROOK_CARDS]; /* the rollout's "cheapest card" key per trump */
    int order[4][TT_ROOK_CARDS], order_len[4]; /* each colour strongest first (the rollout's bosses) */
    /* per trump (rook_solver._suit_tables): each card's strength in its own effective suit, and the weaker deck
     * cards of that suit, strongest first (ties by index) */
    int own[4][TT_ROOK_CARDS];
    signed char weaker[4][TT_ROOK_CARDS][TT_ROOK_CARDS];
    unsigned char n_weaker[4][TT_ROOK_CARDS];
    int min_bid, step, top, forced, nest_size, declarer_leads, total;
    PyObject *play_actions; /* the Action of each card index (a tuple of 57) */
    PyObject *bid_actions;  /* the Action of each bid, by bid // step */
    PyObject *pass_action, *trump_actions, *discard_kind, *action_type; /* Action(discard_kind, 0, ids) */
} tt_RookTables;

/* The tables in a capsule made by rook_tables, or NULL (no exception set) when ``o`` is not one. */
static inline const tt_RookTables *tt_rook_tables(PyObject *o)
{
    if (!PyCapsule_CheckExact(o))
        return NULL;
    const tt_RookTables *t = PyCapsule_GetPointer(o, TT_ROOK_CAPSULE);
    if (t == NULL)
        PyErr_Clear();
    return t;
}

/* The playable cards of ``hand`` on a trick led with card ``lead`` (-1: leading), as games/rook RookGame.legal_mask. */
static inline uint64_t tt_rook_legal(const tt_RookTables *T, int trump, uint64_t hand, int lead)
{
    if (lead < 0)
        return hand;
    uint64_t follow = hand & T->follow[trump][lead];
    return follow ? follow | (hand & T->anytime) : hand;
}

/* The index (0-3, play order) of the card taking a four-card trick: engine.tricks.best_of_four. */
static inline int tt_rook_best_of_four(const tt_RookTables *T, int trump, const int *t)
{
    const int *beat = T->beat[trump][T->led_suit[trump][t[0]]];
    int best = 0, top = beat[t[0]];
    for (int i = 1; i < 4; i++)
        if (beat[t[i]] > top) {
            best = i;
            top = beat[t[i]];
        }
    return best;
}

/* The history node (previous, seat, action), stealing ``previous`` and ``action`` (either may be NULL: then NULL,
 * the other released). */
static inline PyObject *tt_link(PyObject *previous, int seat, PyObject *action)
{
    PyObject *node = previous && action ? PyTuple_New(3) : NULL;
    if (node == NULL) {
        Py_XDECREF(previous);
        Py_XDECREF(action);
        return NULL;
    }
    PyTuple_SET_ITEM(node, 0, previous);
    PyTuple_SET_ITEM(node, 1, PyLong_FromLong(seat)); /* a small int: cached, never fails */
    PyTuple_SET_ITEM(node, 2, action);
    return node;
}

/* The play position shared by the playout and the rollout (rook.c: tt_rook_read_play): index masks, the trick. */
typedef struct {
    uint64_t hands[4], played;
    int trick[4], n, leader, seat, trump, left;
    long tally[4];
} tt_RookPlay;

/* Read the play-phase fields into ``p`` and check them consistent (every seat holds the cards its place in the trick
 * says, the trick's cards are of the deck): 1, or 0 (no exception set). */
int tt_rook_read_play(const tt_RookTables *T, PyObject *hands, PyObject *played, PyObject *trick, PyObject *leader,
                      PyObject *seat, PyObject *tally, PyObject *trump, tt_RookPlay *p);
/* A card mask of the Rook deck (57 bits) into *out: 1, or 0. */
int tt_rook_mask(PyObject *o, uint64_t *out);

PyObject *tt_rook_tables_new(PyObject *self, PyObject *const *args, Py_ssize_t nargs);
PyObject *tt_rook_legal_mask(PyObject *self, PyObject *const *args, Py_ssize_t nargs);
PyObject *tt_rook_playout(PyObject *self, PyObject *const *args, Py_ssize_t nargs);
PyObject *tt_rook_rollout(PyObject *self, PyObject *const *args, Py_ssize_t nargs);
PyObject *tt_rook_deal(PyObject *self, PyObject *const *args, Py_ssize_t nargs);
PyObject *tt_rook_solve(PyObject *self, PyObject *const *args, Py_ssize_t nargs);

#endif
