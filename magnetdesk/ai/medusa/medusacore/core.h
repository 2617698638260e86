/* Medusa's compiled playouts: magnetdesk.ai.medusa._medusacore.Core (issue 28).
 *
 * The board and the playout policy of magnetdesk/ai/medusa/playout.py (MedusaBoard,
 * MedusaBoard.play_policy_turn, playout), with their own random numbers: placements and
 * jumps with the reversals, the marker, two complete passes; a turn completes or blocks a
 * rosette, captures by reversal or escapes near the last stones, else places at random (never
 * an own eye, rarely a self-atari), then jumps onto the last liberty of an opponent group when
 * it can. It is optional (setup.py builds it when a C compiler is there); the Python board
 * stays the oracle: tests/ai/medusa/test_medusa_core.py replays these playouts on it.
 *
 * core.h: the playout's state and the board's primitives (filling and vacating a cell, a group
 * without liberties, a rosette), inlined where they are used.
 * rules.c: a turn's rules (reversal, placement, jump, the marker and the passes).
 * policy.c: the playout policy (rosette points, captures, escapes, eyes, capturing jumps).
 * module.c: the Python type.
 */
#ifndef MAGNETDESK_MEDUSACORE_H
#define MAGNETDESK_MEDUSACORE_H
#include "../../core/compiled.h"

#define EMPTY 0
#define BLACK 1
#define WHITE 2
#define NONE (-1)
#define REFUSE_SELF_ATARI 0.9
#define CAPTURE_TRIES 0.95

typedef struct {
    PyObject_HEAD
    int n, nb_width, ray_width, ring_width, rings, marker_end;
    int32_t *nb;        /* n * nb_width, -1 padded */
    int32_t *ray_start; /* n * ray_width + 1: offsets into rays */
    int32_t *rays;
    int32_t *rings_of;  /* n * ring_width, -1 padded */
    int32_t *rosettes;  /* rings * 6 */
    /* the playout's state */
    uint8_t *board, *seen, *taken;
    int32_t *empties, *index, *group, *near, *last, *list, *libs;
    int n_empties, n_last, to_move, marker, passes, over;
    uint64_t rng;
} Core;

static inline double uniform(Core *c) { return xorshift_uniform(&c->rng); }

static inline int below(Core *c, int count) { return xorshift_below(&c->rng, count); }

#define NEIGHBOURS(c, cell) ((c)->nb + (size_t)(cell) * (c)->nb_width)
#define FOR_NEIGHBOURS(c, cell, p) \
    for (const int32_t *p = NEIGHBOURS(c, cell); p < NEIGHBOURS(c, cell) + (c)->nb_width && *p >= 0; p++)

/* --- the board's primitives ------------------------------------------------------------- */

static inline void fill(Core *c, int cell, int colour) {
    c->board[cell] = (uint8_t)colour;
    int i = c->index[cell];
    int moved = c->empties[--c->n_empties];
    if (moved != cell) {
        c->empties[i] = moved;
        c->index[moved] = i;
    }
    c->index[cell] = -1;
}

static inline void vacate(Core *c, int cell) {
    c->board[cell] = EMPTY;
    c->index[cell] = c->n_empties;
    c->empties[c->n_empties++] = cell;
}

/* The group on cell into c->group if it has no liberty: its size, or 0 at the first liberty.
 * Uses and clears c->seen. */
static inline int breathless(Core *c, int cell) {
    int size;
    int32_t liberty;
    int free = flood_chain(c->board, c->nb, c->nb_width, cell, c->seen, c->group, &size, &liberty,
                           1, 1);
    for (int i = 0; i < size; i++) c->seen[c->group[i]] = 0;
    return free ? 0 : size;
}

static inline int has_rosette(Core *c, const int32_t *group, int size) {
    int colour = c->board[group[0]];
    for (int i = 0; i < size; i++) {
        const int32_t *rings = c->rings_of + (size_t)group[i] * c->ring_width;
        for (int k = 0; k < c->ring_width && rings[k] >= 0; k++) {
            const int32_t *cells = c->rosettes + 6 * (size_t)rings[k];
            int all = 1;
            for (int j = 0; j < 6; j++)
                if (c->board[cells[j]] != colour) {
                    all = 0;
                    break;
                }
            if (all) return 1;
        }
    }
    return 0;
}

/* rules.c */
void place(Core *c, int cell);
void jump(Core *c, int start, int end);
void end_turn(Core *c, int placed, int complete_pass);

/* policy.c */
int policy_turn(Core *c, int *start, int *end);

#endif
