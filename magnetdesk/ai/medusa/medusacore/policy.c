/* Medusa's playout policy (MedusaBoard.play_policy_turn): a rosette point, a capture or an
 * escape near the last stones, else a random acceptable placement, then a capturing jump.
 * See core.h. */
#include "core.h"

/* If colour placed on the empty cell: stones captured, liberties of its group (up to 2), its
 * size (MedusaBoard.liberties_after); the board is left as it was. */
static void liberties_after(Core *c, int cell, int colour, int *captured, int *libs, int *size) {
    uint8_t *board = c->board;
    int other = 3 - colour;
    board[cell] = (uint8_t)colour;
    *captured = 0;
    int n_taken = 0;
    FOR_NEIGHBOURS(c, cell, p) {
        if (board[*p] != other || c->taken[*p]) continue;
        int g = breathless(c, *p);
        if (g && !has_rosette(c, c->group, g)) {
            *captured += g;
            for (int i = 0; i < g; i++) {
                c->taken[c->group[i]] = 1;
                c->list[n_taken++] = c->group[i];
            }
        }
    }
    for (int i = 0; i < n_taken; i++) c->taken[c->list[i]] = 0;
    if (*captured) {
        board[cell] = EMPTY;
        *libs = 2;
        *size = 1;
        return;
    }
    int g; /* its liberties: two are "two or more" */
    int n_libs = flood_chain(board, c->nb, c->nb_width, cell, c->seen, c->group, &g, c->libs, 2, 0);
    for (int i = 0; i < g; i++) c->seen[c->group[i]] = 0;
    int rosette = n_libs < 2 && has_rosette(c, c->group, g);
    board[cell] = EMPTY;
    *libs = rosette ? 2 : n_libs;
    *size = g;
}

static int is_eye(Core *c, int cell, int colour) {
    FOR_NEIGHBOURS(c, cell, p)
        if (c->board[*p] != colour) return 0;
    return 1;
}

/* An empty cell completing a ring of colour through cell (five stones around a hole). */
static int ring_point(Core *c, int cell, int colour) {
    const int32_t *rings = c->rings_of + (size_t)cell * c->ring_width;
    for (int k = 0; k < c->ring_width && rings[k] >= 0; k++) {
        const int32_t *cells = c->rosettes + 6 * (size_t)rings[k];
        int gap = NONE, broken = 0;
        for (int j = 0; j < 6; j++) {
            int s = c->board[cells[j]];
            if (s == EMPTY && gap == NONE) {
                gap = cells[j];
            } else if (s != colour) {
                broken = 1;
                break;
            }
        }
        if (!broken && gap != NONE) return gap;
    }
    return NONE;
}

/* Up to 2 liberties of the group on cell into c->libs (its stones, as far as the fill went,
 * marked in c->seen and listed in c->list from *marked on, for the caller to clear); answers
 * how many. */
static int group_liberties(Core *c, int cell, int *marked) {
    int size;
    int found = flood_chain(c->board, c->nb, c->nb_width, cell, c->seen, c->list + *marked, &size,
                            c->libs, 2, 1);
    *marked += size;
    return found;
}

/* The last stones and their neighbours, each once, into c->near; answers how many. */
static int near_last(Core *c) {
    return points_and_neighbours(c->last, c->n_last, c->nb, c->nb_width, c->taken, c->near);
}

/* A rosette point, a capture or an escape near the last stones, or NONE. */
static int urgent_cell(Core *c) {
    int me = c->to_move, other = 3 - me;
    int count = near_last(c);
    for (int i = 0; i < count; i++) {
        int s = c->board[c->near[i]];
        if (s != EMPTY) {
            int gap = ring_point(c, c->near[i], s);
            if (gap != NONE) return gap;
        }
    }
    /* captures and escapes share a scratch list: captures from the front, escapes from
     * the back (at most one each per cell of near) */
    int32_t found[64];
    int captures = 0, escapes = 0, marked = 0;
    for (int i = 0; i < count && captures + escapes < 64; i++) {
        int cell = c->near[i], s = c->board[cell];
        if (s == EMPTY || c->seen[cell]) continue;
        if (group_liberties(c, cell, &marked) != 1) continue;
        if (s == other)
            found[captures++] = c->libs[0];
        else
            found[63 - escapes++] = c->libs[0];
    }
    for (int i = 0; i < marked; i++) c->seen[c->list[i]] = 0;
    if (captures) return found[below(c, captures)];
    for (int i = 0; i < escapes; i++) {
        int cell = found[63 - i], captured, libs, size;
        liberties_after(c, cell, me, &captured, &libs, &size);
        if (libs >= 2) return cell;
    }
    return NONE;
}

/* Is a group next to cell without a rosette (so filling its eye is worth it)? Every neighbour
 * holds a stone here (cell is the opponent's eye); the groups' stones are marked in c->taken
 * and listed in c->list, one group after the other, until the end. */
static int mortal_neighbour(Core *c, int cell) {
    int marked = 0, mortal = 0;
    FOR_NEIGHBOURS(c, cell, p) {
        if (c->taken[*p]) continue;
        int size;
        int32_t *group = c->list + marked;
        flood_chain(c->board, c->nb, c->nb_width, *p, c->taken, group, &size, NULL, 0, 0);
        marked += size;
        if (!has_rosette(c, group, size)) {
            mortal = 1;
            break;
        }
    }
    for (int i = 0; i < marked; i++) c->taken[c->list[i]] = 0;
    return mortal;
}

static int acceptable(Core *c, int cell) {
    int me = c->to_move, captured, libs, size;
    if (is_eye(c, cell, me)) return 0;
    liberties_after(c, cell, me, &captured, &libs, &size);
    if (captured || libs >= 2) return 1;
    if (libs == 0) return is_eye(c, cell, 3 - me) && size == 1 && mortal_neighbour(c, cell);
    return uniform(c) >= REFUSE_SELF_ATARI;
}

/* A jump of the mover's stone onto the last liberty of an opponent group next to the last
 * stones: answers 1 with *start and *end, or 0. */
static int capturing_jump(Core *c, int *start, int *end) {
    int me = c->to_move, other = 3 - me, marked = 0, found = 0;
    int count = near_last(c);
    for (int i = 0; i < count && !found; i++) {
        int cell = c->near[i];
        if (c->board[cell] != other || c->seen[cell]) continue;
        if (group_liberties(c, cell, &marked) != 1) continue;
        int target = c->libs[0];
        for (int r = 0; r < c->ray_width; r++) {
            int from = c->ray_start[(size_t)target * c->ray_width + r];
            int to = c->ray_start[(size_t)target * c->ray_width + r + 1];
            if (to - from > 1 && c->board[c->rays[from]] == me && c->board[c->rays[from + 1]] == me) {
                *start = c->rays[from + 1];
                *end = target;
                found = 1;
                break;
            }
        }
    }
    for (int i = 0; i < marked; i++) c->seen[c->list[i]] = 0;
    return found;
}

/* The playout's turn (MedusaBoard.play_policy_turn): answers the placement or NONE; a jump
 * played goes to *start, *end (NONE when there was none). */
int policy_turn(Core *c, int *start, int *end) {
    int placement = NONE;
    if (uniform(c) < CAPTURE_TRIES) placement = urgent_cell(c);
    if (placement == NONE) {
        int n = c->n_empties;
        for (int tried = 0; tried < n; tried++) {
            int i = tried + below(c, n - tried);
            int a = c->empties[tried], b = c->empties[i];
            c->empties[tried] = b;
            c->empties[i] = a;
            c->index[b] = tried;
            c->index[a] = i;
            if (acceptable(c, b)) {
                placement = b;
                break;
            }
        }
    }
    if (placement != NONE) place(c, placement);
    *start = *end = NONE;
    int jumped = capturing_jump(c, start, end);
    if (jumped) jump(c, *start, *end);
    end_turn(c, placement != NONE, placement == NONE && !jumped);
    c->n_last = 0;
    if (placement != NONE) c->last[c->n_last++] = placement;
    if (jumped) c->last[c->n_last++] = *end;
    return placement;
}
