/* The rules of the playout board (magnetdesk/engine/go/playout.py), move by move. */
#include "core.h"

/* --- the seen positions ---------------------------------------------------------------- */

int seen_add(Core *c, State *s, int parity, uint64_t key) {
    /* Adds key; answers 1 if it was there already. */
    uint64_t *keys = s->seen_keys[parity];
    uint8_t *used = s->seen_used[parity];
    int mask = c->seen_cap - 1;
    int i = (int)((key ^ (key >> 29)) & (uint64_t)mask);
    while (used[i]) {
        if (keys[i] == key) return 1;
        i = (i + 1) & mask;
    }
    used[i] = 1;
    keys[i] = key;
    return 0;
}


/* The distinct liberties of chain h, up to `most` of them, into out; answers how many. */
int chain_liberties(Core *c, const State *s, int h, int most, int *out) {
    int found = 0;
    int stone = h;
    do {
        const int32_t *nb = c->nb + 4 * stone;
        for (int k = 0; k < 4 && nb[k] >= 0; k++) {
            int p = nb[k];
            if (s->colour[p] != EMPTY) continue;
            int dup = 0;
            for (int j = 0; j < found; j++) dup |= out[j] == p;
            if (dup) continue;
            out[found++] = p;
            if (found >= most) return found;
        }
        stone = s->next[stone];
    } while (stone != h);
    return found;
}

/* If colour played the empty cell: its chain's liberties, up to `most` (1 to 3; most for
 * "most or more", and for a capture); *size gets the chain's stones when that is fewer than
 * most. The playout policy asks for 2 (liberties_after), Atari-Go's reading for 3. */
int liberties_upto(Core *c, const State *s, int cell, int colour, int most, int *size) {
    int found[12], n_found = 0; /* 4 neighbours, each with at most 3 of its own */
    int joined[4], n_joined = 0;
    int libs[4];
    *size = 1;
    const int32_t *nb = c->nb + 4 * cell;
    for (int k = 0; k < 4 && nb[k] >= 0; k++) {
        int n = nb[k];
        int st = s->colour[n];
        if (st == EMPTY) {
            int dup = 0;
            for (int j = 0; j < n_found; j++) dup |= found[j] == n;
            if (!dup) found[n_found++] = n;
        } else if (st == colour) {
            int h = s->head[n];
            int dup = 0;
            for (int j = 0; j < n_joined; j++) dup |= joined[j] == h;
            if (dup) continue;
            joined[n_joined++] = h;
            int count = chain_liberties(c, s, h, most + 1, libs);
            if (count > most) return most;
            for (int i = 0; i < count; i++) {
                int d = 0;
                for (int j = 0; j < n_found; j++) d |= found[j] == libs[i];
                if (!d) found[n_found++] = libs[i];
            }
            *size += s->size[h];
        } else if (in_atari(s, s->head[n])) {
            return most;
        }
    }
    int count = 0;
    for (int j = 0; j < n_found; j++) count += found[j] != cell;
    return count < most ? count : most;
}

static inline void set_code(Core *c, State *s, int cell, int delta_colour, int sign) {
    const int32_t *ar = c->around + 16 * cell;
    for (int k = 0; k < 8 && ar[2 * k] >= 0; k++) {
        int v = delta_colour << ar[2 * k + 1];
        s->code[ar[2 * k]] = (uint16_t)(s->code[ar[2 * k]] + sign * v);
    }
}

/* Take chain h off; its points become liberties of the chains next to them. */
static int remove_chain(Core *c, State *s, int h) {
    int colour = s->colour[h];
    int count = 0;
    int stone = h;
    do {
        s->colour[stone] = EMPTY;
        s->hash ^= c->zobrist[colour * c->n + stone];
        set_code(c, s, stone, colour, -1);
        s->where[stone] = s->n_empty;
        s->empties[s->n_empty++] = stone;
        count++;
        stone = s->next[stone];
    } while (stone != h);
    do {
        const int32_t *nb = c->nb + 4 * stone;
        for (int k = 0; k < 4 && nb[k] >= 0; k++) {
            int m = nb[k];
            if (s->colour[m] != EMPTY) add_lib(s, s->head[m], stone);
        }
        stone = s->next[stone];
    } while (stone != h);
    return count;
}

static void check_repetition(Core *c, State *s, int move, int colour) {
    if (!c->seen_cap) return;
    int there = seen_add(c, s, s->ply & 1, s->hash);
    if (move != PASS && there) {
        s->over = 1;
        s->winner = c->repetition == 1 ? 0 : 3 - colour;
    }
}

/* Whether the side to move may play the point cell: -1 if not, else the number of chains
 * it captures, their heads in captures (PlayoutBoard._captures_if_legal). */
int captures_if_legal(Core *c, const State *s, int cell, int *captures) {
    if (s->over || s->colour[cell] != EMPTY || cell == s->ko) return -1;
    int colour = s->to_move;
    const int32_t *nb = c->nb + 4 * cell;
    int breathes = c->suicide;
    int n_captures = 0;
    for (int k = 0; k < 4 && nb[k] >= 0; k++) {
        int n = nb[k];
        int st = s->colour[n];
        if (st == EMPTY) {
            breathes = 1;
        } else if (st == colour) {
            if (!in_atari(s, s->head[n])) breathes = 1;
        } else {
            int h = s->head[n];
            if (in_atari(s, h)) {
                int dup = 0;
                for (int j = 0; j < n_captures; j++) dup |= captures[j] == h;
                if (!dup) captures[n_captures++] = h;
            }
        }
    }
    if (n_captures) {
        if (c->stoical && s->last_captured) {
            int taken = 0;
            for (int j = 0; j < n_captures; j++) taken += s->size[captures[j]];
            if (!(c->snapback && taken > s->last_captured)) return -1;
        }
        return n_captures;
    }
    return breathes ? 0 : -1;
}

/* Play cell or PASS for the side to move; 0 (and no change) if illegal. */
int play(Core *c, State *s, int cell) {
    int colour = s->to_move;
    int other = 3 - colour;
    if (cell == PASS) {
        if (s->over) return 0;
        s->to_move = other;
        s->last2 = s->last;
        s->last = PASS;
        s->ply++;
        check_repetition(c, s, PASS, colour);
        s->passes++;
        s->ko = NO_POINT;
        s->last_captured = 0;
        if (s->passes >= 2 && c->first_capture_wins) {
            int black = 0, white = 0;
            for (int i = 0; i < c->n; i++) {
                black += s->colour[i] == BLACK;
                white += s->colour[i] == WHITE;
            }
            s->over = 1;
            s->winner = black == white ? 0 : black > white ? BLACK : WHITE;
        }
        return 1;
    }
    int captures[4];
    int n_captures = captures_if_legal(c, s, cell, captures);
    if (n_captures < 0) return 0;
    const int32_t *nb = c->nb + 4 * cell;
    /* place the stone */
    s->colour[cell] = (uint8_t)colour;
    s->hash ^= c->zobrist[colour * c->n + cell];
    set_code(c, s, cell, colour, 1);
    int last = s->empties[--s->n_empty];
    if (last != cell) {
        int i = s->where[cell];
        s->empties[i] = last;
        s->where[last] = i;
    }
    int own = cell;
    s->head[cell] = cell;
    s->next[cell] = cell;
    s->size[cell] = 1;
    s->plibs[cell] = 0;
    s->lsum[cell] = 0;
    s->lsum2[cell] = 0;
    for (int k = 0; k < 4 && nb[k] >= 0; k++) {
        int n = nb[k];
        if (s->colour[n] == EMPTY) add_lib(s, cell, n);
        else if (n != cell) drop_lib(s, s->head[n], cell);
    }
    for (int k = 0; k < 4 && nb[k] >= 0; k++) {
        int n = nb[k];
        if (s->colour[n] != colour) continue;
        int h = s->head[n];
        if (h == own) continue;
        int big = own, small = h;
        if (s->size[h] > s->size[own]) {
            big = h;
            small = own;
        }
        int stone = small;
        do {
            s->head[stone] = big;
            stone = s->next[stone];
        } while (stone != small);
        int tmp = s->next[big];
        s->next[big] = s->next[small];
        s->next[small] = tmp;
        s->size[big] += s->size[small];
        s->plibs[big] += s->plibs[small];
        s->lsum[big] += s->lsum[small];
        s->lsum2[big] += s->lsum2[small];
        own = big;
    }
    int captured = 0;
    for (int j = 0; j < n_captures; j++) captured += remove_chain(c, s, captures[j]);
    s->ko = NO_POINT;
    if (captured) {
        s->prisoners[colour] += captured;
        if (captured == 1 && c->simple_ko && s->size[own] == 1 && s->plibs[own] == 1)
            s->ko = (int)s->lsum[own];
    } else if (s->plibs[own] == 0) { /* suicide, where it is allowed */
        s->prisoners[other] += remove_chain(c, s, own);
    }
    s->last_captured = captured;
    s->passes = 0;
    if (captured && c->first_capture_wins) {
        s->over = 1;
        s->winner = colour;
    }
    s->to_move = other;
    s->last2 = s->last;
    s->last = cell;
    s->ply++;
    check_repetition(c, s, cell, colour);
    return 1;
}
