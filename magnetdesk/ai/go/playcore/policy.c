/* The playout policy (magnetdesk/ai/go/playout_policy.py) and the final count of a playout. */
#include "core.h"

/* --- the playout policy (playout_policy.py) ------------------------------------------- */

/* Captures and escapes around the last two moves, into out; answers how many. */
static int atari_moves(Core *c, const State *s, int32_t *out) {
    int colour = s->to_move;
    int other = 3 - colour;
    int n_moves = 0;
    int cells[10], n_cells = 0;
    int seen[10], n_seen = 0;
    cells[n_cells++] = s->last;
    for (int k = 0; k < 4 && c->nb[4 * s->last + k] >= 0; k++) cells[n_cells++] = c->nb[4 * s->last + k];
    if (s->last2 >= 0) {
        cells[n_cells++] = s->last2;
        for (int k = 0; k < 4 && c->nb[4 * s->last2 + k] >= 0; k++)
            cells[n_cells++] = c->nb[4 * s->last2 + k];
    }
    for (int i = 0; i < n_cells; i++) {
        int cell = cells[i];
        int st = s->colour[cell];
        if (st == EMPTY) continue;
        int h = s->head[cell];
        int dup = 0;
        for (int j = 0; j < n_seen; j++) dup |= seen[j] == h;
        if (dup) continue;
        seen[n_seen++] = h;
        if (!in_atari(s, h)) continue;
        int liberty = atari_point(s, h);
        if (st == other) {
            if (n_moves < c->n) out[n_moves++] = liberty;
            continue;
        }
        int stone = h; /* ours in atari: capture a neighbour in atari ... */
        do {
            const int32_t *nb = c->nb + 4 * stone;
            for (int k = 0; k < 4 && nb[k] >= 0; k++) {
                int m = nb[k];
                if (s->colour[m] == other && in_atari(s, s->head[m]) && n_moves < c->n)
                    out[n_moves++] = atari_point(s, s->head[m]);
            }
            stone = s->next[stone];
        } while (stone != h);
        int size;
        if (liberties_after(c, s, liberty, colour, &size) >= 2 && n_moves < c->n &&
            (!reads_ladders(c) || go_ladder_escapes(c, s, h, 0)))
            out[n_moves++] = liberty; /* ... or run, unless into a ladder */
    }
    return n_moves;
}

static int refused(Core *c, const State *s, int cell, int colour, double chance) {
    if (c->free_sides[s->code[cell]] >= 2) return 0;
    int size;
    return liberties_after(c, s, cell, colour, &size) < 2 && uniform(c) < chance;
}

static int random_move(Core *c, State *s) {
    int count = s->n_empty;
    int colour = s->to_move;
    const uint8_t *eye = c->eye[colour];
    if (count) {
        int start = below(c, count);
        for (int i = start; i < start + count; i++) {
            int cell = s->empties[i < count ? i : i - count];
            int shape = s->code[cell];
            if (eye[shape]) continue;
            if (c->free_sides[shape] < 2) {
                int size;
                int libs = liberties_after(c, s, cell, colour, &size);
                if (libs < 2 && uniform(c) < (size > 1 ? c->refuse_big : c->refuse_random)) continue;
            }
            if (play(c, s, cell)) return cell;
        }
    }
    play(c, s, PASS);
    return PASS;
}

int policy_step(Core *c, State *s) {
    int colour = s->to_move;
    int last = s->last;
    if (last >= 0) {
        if (uniform(c) < c->p_capture) {
            int count = atari_moves(c, s, c->scratch);
            for (int i = 0; i < count; i++) {
                int move = c->scratch[i];
                if (s->colour[move] == EMPTY && !refused(c, s, move, colour, c->refuse_suggested) &&
                    play(c, s, move))
                    return move;
            }
        }
        if (uniform(c) < c->p_pattern) {
            int shapes[8], n_shapes = 0;
            const int32_t *near = c->near8 + 8 * last;
            for (int k = 0; k < 8 && near[k] >= 0; k++) {
                int p = near[k];
                if (s->colour[p] == EMPTY && c->pattern[s->code[p]]) shapes[n_shapes++] = p;
            }
            while (n_shapes) {
                int i = below(c, n_shapes);
                int move = shapes[i];
                for (int j = i; j < n_shapes - 1; j++) shapes[j] = shapes[j + 1];
                n_shapes--;
                if (!refused(c, s, move, colour, c->refuse_suggested) && play(c, s, move)) return move;
            }
        }
    }
    return random_move(c, s);
}

/* Who each point belongs to (area counting): its stone, or the one colour bordering its
 * empty region; 0 for nobody. */
void owners(Core *c, const State *s, uint8_t *owner) {
    area_owners(s->colour, c->n, c->nb, 4, c->scratch, owner);
}
