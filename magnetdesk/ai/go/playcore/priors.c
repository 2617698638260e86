/* A new tree node's children and their priors: priors.expand_fast and the helpers it calls
 * (_urgent_points, _near_and_empty_priors, distances_from), the same sums in the same cases.
 * Atari-Go's reading of forced captures adds its priors in ladder.c. */
#include "core.h"

/* The point's child gets visits virtual games, wins of them won. */
static inline void add_prior(Core *c, double *visits, double *wins, int cell, double v, double w) {
    int i = c->slot[cell];
    if (i < 0) return;
    visits[i] += v;
    wins[i] += w;
}

/* Every capture and every escape from atari on the board, each with the stones at stake;
 * reading ladders, no escape into one and the ataris that start one. */
static void urgent_priors(Core *c, const State *s, double *visits, double *wins) {
    int colour = s->to_move;
    int32_t gen = ++c->generation;
    for (int cell = 0; cell < c->n; cell++) {
        int stone = s->colour[cell];
        if (stone == EMPTY) continue;
        int h = s->head[cell];
        if (c->mark[h] == gen) continue;
        c->mark[h] = gen;
        int stones = s->size[h];
        double bonus = stones == 1 ? c->prior_capture_one : c->prior_capture_many;
        if (!in_atari(s, h)) {
            int atari = stone != colour && reads_ladders(c) ? go_ladder_atari(c, s, h, 0) : -1;
            if (atari >= 0) add_prior(c, visits, wins, atari, bonus, bonus); /* a ladder */
            continue;
        }
        int liberty = atari_point(s, h);
        if (stone != colour) {
            add_prior(c, visits, wins, liberty, bonus, bonus);
            continue;
        }
        int size;
        if (liberties_after(c, s, liberty, colour, &size) >= 2 &&
            (!reads_ladders(c) || go_ladder_escapes(c, s, h, 0)))
            add_prior(c, visits, wins, liberty, bonus, bonus);
        int member = h;
        do {
            const int32_t *nb = c->nb + 4 * member;
            for (int k = 0; k < 4 && nb[k] >= 0; k++) {
                int m = nb[k];
                if (s->colour[m] != EMPTY && s->colour[m] != colour && in_atari(s, s->head[m]))
                    add_prior(c, visits, wins, atari_point(s, s->head[m]), bonus, bonus);
            }
            member = s->next[member];
        } while (member != h);
    }
}

/* Wins for the points near the last move, by their distance in the common fate graph (a
 * chain counts as one point), up to three steps. */
static void near_priors(Core *c, const State *s, double *visits, double *wins) {
    int start = s->last;
    if (start < 0) return;
    int32_t *distance = c->scratch; /* valid where mark == gen */
    int32_t gen = ++c->generation;
    int cap = 4 * c->n + 16;
    int front = 0, back = 0; /* the deque is queue[front..back), modulo cap */
    distance[start] = 0;
    c->mark[start] = gen;
    c->queue[back++] = start;
    while (front != back) {
        int cell = c->queue[front];
        front = (front + 1) % cap;
        int d = distance[cell];
        int stone = s->colour[cell];
        const int32_t *nb = c->nb + 4 * cell;
        for (int k = 0; k < 4 && nb[k] >= 0; k++) {
            int n = nb[k];
            int step = stone != EMPTY && s->colour[n] == stone ? 0 : 1;
            int nd = d + step;
            int known = c->mark[n] == gen ? distance[n] : 4;
            if (nd <= 3 && known > nd) {
                distance[n] = nd;
                c->mark[n] = gen;
                if (step) {
                    c->queue[back] = n;
                    back = (back + 1) % cap;
                } else {
                    front = (front - 1 + cap) % cap;
                    c->queue[front] = n;
                }
            }
        }
    }
    for (int cell = 0; cell < c->n; cell++) {
        if (c->mark[cell] != gen || distance[cell] == 0) continue;
        double bonus = c->prior_near[distance[cell] - 1];
        add_prior(c, visits, wins, cell, bonus, bonus);
    }
}

/* The children of a node at this position: every legal point that is not the mover's own
 * eye, in cells; the virtual games its priors add in visits and wins. Answers how many. */
int expansion_priors(Core *c, const State *s, int32_t *cells, double *visits, double *wins) {
    int colour = s->to_move;
    const uint8_t *eye = c->eye[colour];
    int count = 0;
    int captures[4];
    for (int cell = 0; cell < c->n; cell++) c->slot[cell] = -1;
    for (int i = 0; i < s->n_empty; i++) {
        int cell = s->empties[i];
        int shape = s->code[cell];
        if (eye[shape] || captures_if_legal(c, s, cell, captures) < 0) continue;
        c->slot[cell] = count;
        cells[count] = cell;
        visits[count] = wins[count] = 0.0;
        int size;
        if (liberties_after(c, s, cell, colour, &size) < 2)
            visits[count] += c->prior_self_atari * (size < 3 ? size : 3);
        if (c->pattern[shape]) {
            visits[count] += c->prior_pattern;
            wins[count] += c->prior_pattern;
        }
        count++;
    }
    urgent_priors(c, s, visits, wins);
    near_priors(c, s, visits, wins);
    for (int i = 0; i < count; i++) {
        int cell = cells[i];
        int line = c->lines[cell];
        if (line > 2) continue;
        int quiet = 1;
        const int32_t *near = c->near3 + c->near3_width * cell;
        for (int k = 0; k < c->near3_width && near[k] >= 0 && quiet; k++)
            quiet = s->colour[near[k]] == EMPTY;
        if (quiet) {
            visits[i] += c->prior_empty_area;
            if (line == 2) wins[i] += c->prior_empty_area;
        }
    }
    return count;
}
