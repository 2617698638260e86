/* Atari-Go's reading of forced captures (magnetdesk/ai/go/ladder.py) on the core's board:
 * ladders and the ataris that win by force, the priors they give a new tree node
 * (atari_go_priors) and the won leaves (wins_now). The same answers as the Python reading:
 * tests/ai/go/test_fast_playout.py compares them position by position.
 * Go's ladders (magnetdesk/ai/go/go_ladder.py) at the end: go_ladder_escapes, go_ladder_atari.
 *
 * Each ply of reading plays on a copy of the board from a stack of states (c->stack, one per
 * level, READ_LEVELS deep), so nothing is ever taken back. Only for rules without the
 * repetition rule's seen positions (seen_cap == 0): the caller falls back to Python else. */
#include "core.h"

#define PRIOR_TAKES 100.0
#define PRIOR_SAVES 40.0
#define PRIOR_LOSES 40.0
#define PRIOR_SETUP 20.0

/* --- the stack of boards --------------------------------------------------------------- */

static State *level_state(Core *c, int level) {
    if (level >= READ_LEVELS) return NULL;
    return &c->stack[level];
}

/* A copy of from in to (both laid out alike: each state's arrays start its own block). */
static void copy_state(Core *c, State *to, const State *from) {
    State keep = *to;
    memcpy(to->colour, from->colour, c->state_bytes);
    *to = *from;
    to->colour = keep.colour; to->code = keep.code; to->head = keep.head; to->next = keep.next;
    to->size = keep.size; to->plibs = keep.plibs; to->empties = keep.empties;
    to->where = keep.where; to->lsum = keep.lsum; to->lsum2 = keep.lsum2;
    to->seen_keys[0] = to->seen_keys[1] = NULL;
    to->seen_used[0] = to->seen_used[1] = NULL;
}

static inline int liberties_of(Core *c, const State *s, int cell, int most, int *out) {
    return chain_liberties(c, s, s->head[cell], most, out);
}

static inline int is_legal(Core *c, const State *s, int cell) {
    int captures[4];
    return captures_if_legal(c, s, cell, captures) >= 0;
}

/* --- reading ---------------------------------------------------------------------------- */

/* Whether the side to move can capture something (in Atari-Go: win at once). */
static int any_capture(Core *c, const State *s) {
    int other = 3 - s->to_move, libs[2];
    for (int p = 0; p < c->n; p++)
        if (s->colour[p] == other && s->head[p] == p && liberties_of(c, s, p, 2, libs) == 1 &&
            is_legal(c, s, libs[0]))
            return 1;
    return 0;
}

static int escapes(Core *c, const State *s, int cell, int depth, int level);

/* Whether the atari at liberty (the side to move's) takes the chain at cell. */
static int atari_wins(Core *c, const State *s, int cell, int liberty, int depth, int level) {
    State *t = level_state(c, level);
    if (t == NULL) return 0; /* read too deep: taken to escape */
    copy_state(c, t, s);
    int libs[2];
    if (!play(c, t, liberty)) return 0;
    if (t->over) return t->winner == s->to_move;
    if (t->colour[cell] == EMPTY || liberties_of(c, t, cell, 2, libs) != 1) return 0;
    return !escapes(c, t, cell, depth - 1, level + 1);
}

/* Whether the side to move can take the opponent chain at cell by ataris (or win by
 * capturing anything first). */
static int taken_by_force(Core *c, const State *s, int cell, int depth, int level) {
    if (any_capture(c, s)) return 1;
    int libs[3];
    if (liberties_of(c, s, cell, 3, libs) != 2 || depth <= 0) return 0;
    return atari_wins(c, s, cell, libs[0], depth, level) ||
           atari_wins(c, s, cell, libs[1], depth, level);
}

/* Whether the side to move's chain at cell, in atari, gets away. */
static int escapes(Core *c, const State *s, int cell, int depth, int level) {
    if (any_capture(c, s)) return 1;
    int libs[3];
    liberties_of(c, s, cell, 1, libs);
    State *t = level_state(c, level);
    if (t == NULL) return 1;
    copy_state(c, t, s);
    if (!play(c, t, libs[0])) return 0;
    if (t->over) return t->winner == s->to_move;
    int count = liberties_of(c, t, cell, 3, libs);
    if (count >= 3) return 1;
    if (count <= 1) return 0;
    return !taken_by_force(c, t, cell, depth - 1, level + 1);
}

/* The ataris with which the side to move takes an opponent chain by force: flags in found
 * (n bytes); answers how many. */
static int winning_ataris(Core *c, const State *s, int depth, uint8_t *found) {
    int other = 3 - s->to_move, libs[3], count = 0;
    memset(found, 0, (size_t)c->n);
    for (int p = 0; p < c->n; p++) {
        if (s->colour[p] != other || s->head[p] != p || liberties_of(c, s, p, 3, libs) != 2)
            continue;
        for (int k = 0; k < 2; k++)
            if (!found[libs[k]] && atari_wins(c, s, p, libs[k], depth, 0)) {
                found[libs[k]] = 1;
                count++;
            }
    }
    return count;
}

/* s with the other side to move (not a pass: two passes end Atari-Go), in t. */
static void turned(Core *c, State *t, const State *s) {
    copy_state(c, t, s);
    t->to_move = 3 - s->to_move;
    t->ko = NO_POINT;
}

/* Whether after the side to move plays cell the opponent takes one of its chains by force. */
static int leaves_chain_to_take(Core *c, const State *s, int cell, int depth) {
    State *t = level_state(c, 0);
    copy_state(c, t, s);
    if (!play(c, t, cell) || t->over) return 0;
    int libs[3];
    for (int p = 0; p < c->n; p++)
        if (t->colour[p] == s->to_move && t->head[p] == p && liberties_of(c, t, p, 3, libs) <= 2 &&
            taken_by_force(c, t, p, depth, 1))
            return 1;
    return 0;
}

/* How many of the opponent chains targets (a stone of each) the side to move could take by
 * force after playing cell and moving again. */
static int threats_made(Core *c, const State *s, int cell, int depth, const int32_t *targets,
                        int n_targets) {
    State *twin = level_state(c, 0), *again = level_state(c, 1);
    copy_state(c, twin, s);
    if (!play(c, twin, cell) || twin->over) return 0;
    turned(c, again, twin);
    if (any_capture(c, again)) return 0;
    int made = 0;
    for (int i = 0; i < n_targets; i++)
        if (again->colour[targets[i]] != EMPTY && taken_by_force(c, again, targets[i], depth, 2))
            made++;
    return made;
}

static inline void add(Core *c, double *visits, double *wins, int cell, double v, double w) {
    int i = c->slot[cell];
    if (i < 0) return;
    visits[i] += v;
    wins[i] += w;
}

/* ladder.atari_go_priors for the children in cells (their slots set by expansion_priors):
 * adds to visits and wins. Answers -1 when out of memory. */
int atari_go_priors(Core *c, const State *s, int depth, int setups, const int32_t *cells,
                    int count, double *visits, double *wins) {
    if (any_capture(c, s)) return 0;
    int n = c->n, me = s->to_move, other = 3 - me, libs[4];
    uint8_t *flags = PyMem_Calloc(3 * (size_t)n, 1);
    int32_t *list = PyMem_Calloc(2 * (size_t)n, sizeof(int32_t));
    if (!flags || !list) {
        PyMem_Free(flags);
        PyMem_Free(list);
        return -1;
    }
    uint8_t *winning = flags, *rescue = flags + n, *near = flags + 2 * n;
    int32_t *threatened = list, *targets = list + n;
    winning_ataris(c, s, depth, winning);
    for (int p = 0; p < n; p++)
        if (winning[p]) add(c, visits, wins, p, PRIOR_TAKES, PRIOR_TAKES);
    int n_threatened = 0;
    State *t = level_state(c, 0);
    turned(c, t, s);
    for (int p = 0; p < n; p++)
        if (s->colour[p] == me && s->head[p] == p && liberties_of(c, s, p, 3, libs) <= 2 &&
            taken_by_force(c, t, p, depth, 1))
            threatened[n_threatened++] = p;
    for (int i = 0; i < n_threatened; i++) { /* the moves that might save them */
        int h = threatened[i], k = liberties_of(c, s, h, 4, libs);
        for (int j = 0; j < k; j++) rescue[libs[j]] = 1;
        int p = h;
        do {
            const int32_t *nb = c->nb + 4 * p;
            for (int j = 0; j < 4 && nb[j] >= 0; j++) {
                if (s->colour[nb[j]] != other) continue;
                int around[3], m = liberties_of(c, s, nb[j], 3, around);
                if (m <= 2)
                    for (int q = 0; q < m; q++) rescue[around[q]] = 1;
            }
            p = s->next[p];
        } while (p != h);
    }
    int n_targets = 0;
    if (setups && !n_threatened) { /* opponent chains a move might set up, and the points near */
        for (int p = 0; p < n; p++) {
            if (s->colour[p] != other || s->head[p] != p) continue;
            int k = liberties_of(c, s, p, 4, libs);
            if (k < 2 || k > 3) continue;
            targets[n_targets++] = p;
            for (int j = 0; j < k; j++) {
                near[libs[j]] = 1;
                const int32_t *nb = c->nb + 4 * libs[j];
                for (int q = 0; q < 4 && nb[q] >= 0; q++)
                    if (s->colour[nb[q]] == EMPTY) near[nb[q]] = 1;
            }
        }
    }
    for (int i = 0; i < count; i++) {
        int cell = cells[i];
        if (winning[cell]) continue;
        if (n_threatened && !rescue[cell]) {
            add(c, visits, wins, cell, PRIOR_LOSES, 0.0);
            continue;
        }
        int size; /* two liberties or fewer after it (a capture counts as more: it wins) */
        if (n_threatened || liberties_upto(c, s, cell, me, 3, &size) <= 2) {
            if (leaves_chain_to_take(c, s, cell, depth)) {
                add(c, visits, wins, cell, PRIOR_LOSES, 0.0);
                continue;
            }
            if (n_threatened) {
                add(c, visits, wins, cell, PRIOR_SAVES, PRIOR_SAVES);
                continue;
            }
        }
        if (setups && near[cell]) {
            int made = threats_made(c, s, cell, depth, targets, n_targets);
            if (made) {
                double bonus = made >= 2 ? PRIOR_TAKES : PRIOR_SETUP;
                add(c, visits, wins, cell, bonus, bonus);
            }
        }
    }
    PyMem_Free(flags);
    PyMem_Free(list);
    return 0;
}

/* ladder.wins_now: a capture, or an atari that takes a chain by force. */
int wins_now(Core *c, const State *s, int depth) {
    if (any_capture(c, s)) return 1;
    uint8_t *found = PyMem_Calloc((size_t)c->n, 1);
    if (!found) return -1;
    int count = winning_ataris(c, s, depth, found);
    PyMem_Free(found);
    return count > 0;
}

/* The stack of boards the reading plays on (made when first needed); -1 when out of memory. */
int ladder_ready(Core *c) {
    if (c->stack) return 0;
    c->stack_block = PyMem_Calloc(READ_LEVELS, c->state_bytes);
    c->stack = PyMem_Calloc(READ_LEVELS, sizeof(State));
    if (!c->stack_block || !c->stack) {
        PyMem_Free(c->stack_block);
        PyMem_Free(c->stack);
        c->stack_block = NULL;
        c->stack = NULL;
        return -1;
    }
    for (int i = 0; i < READ_LEVELS; i++)
        state_bind(&c->stack[i], c->stack_block + (size_t)i * c->state_bytes, c->n);
    return 0;
}

/* --- Go's ladders (go_ladder.py) -------------------------------------------------------- */

/* Whether an opponent chain next to the chain at h is in atari (its owner could take it). */
static int neighbour_in_atari(Core *c, const State *s, int h) {
    int other = 3 - s->colour[h];
    int stone = h;
    do {
        const int32_t *nb = c->nb + 4 * stone;
        for (int k = 0; k < 4 && nb[k] >= 0; k++)
            if (s->colour[nb[k]] == other && in_atari(s, s->head[nb[k]])) return 1;
        stone = s->next[stone];
    } while (stone != h);
    return 0;
}

/* Whether the side to move's chain at cell, in atari, gets away: it can take a neighbour, or
 * it runs to three liberties, or to two that no atari takes. Read deeper than the stack: away. */
int go_ladder_escapes(Core *c, const State *s, int cell, int level) {
    if (neighbour_in_atari(c, s, s->head[cell])) return 1;
    State *t = level_state(c, level);
    if (t == NULL) return 1;
    int libs[3];
    liberties_of(c, s, cell, 1, libs);
    copy_state(c, t, s);
    if (!play(c, t, libs[0])) return 0;
    int count = liberties_of(c, t, cell, 3, libs);
    if (count >= 3) return 1;
    if (count <= 1) return 0;
    return go_ladder_atari(c, t, cell, level + 1) < 0;
}

/* The atari with which the side to move takes the opponent chain at cell, with two
 * liberties, in a ladder; -1 when neither does. */
int go_ladder_atari(Core *c, const State *s, int cell, int level) {
    int libs[3], after[2];
    if (liberties_of(c, s, cell, 3, libs) != 2) return -1;
    State *t = level_state(c, level);
    if (t == NULL) return -1;
    if (libs[0] > libs[1]) { int lower = libs[1]; libs[1] = libs[0]; libs[0] = lower; }
    for (int k = 0; k < 2; k++) { /* the lower point first, as the Python reading */
        copy_state(c, t, s);
        if (!play(c, t, libs[k]) || liberties_of(c, t, cell, 2, after) != 1) continue;
        if (!go_ladder_escapes(c, t, cell, level + 1)) return libs[k];
    }
    return -1;
}
