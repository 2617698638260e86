/* Medusa's rules for the playouts: a turn's reversals, placement and jump, the marker and
 * the complete passes (MedusaBoard._reverse, place, jump, end of a turn). See core.h. */
#include "core.h"

/* The reversals after a stone arrived on cell (MedusaBoard._reverse). */
static int reverse(Core *c, int cell) {
    int colour = c->board[cell], other = 3 - colour, gained = 0;
    FOR_NEIGHBOURS(c, cell, p) {
        if (c->board[*p] != other) continue;
        int size = breathless(c, *p);
        if (size && !has_rosette(c, c->group, size)) {
            for (int i = 0; i < size; i++) c->board[c->group[i]] = (uint8_t)colour;
            gained += size;
        }
    }
    if (gained) return gained;
    int size = breathless(c, cell);
    if (!size || has_rosette(c, c->group, size)) return 0;
    for (int i = 0; i < size; i++) c->board[c->group[i]] = (uint8_t)other;
    return -size;
}

void place(Core *c, int cell) {
    fill(c, cell, c->to_move);
    reverse(c, cell);
}

void jump(Core *c, int start, int end) {
    int colour = c->board[start];
    vacate(c, start);
    fill(c, end, colour);
    reverse(c, end);
}

void end_turn(Core *c, int placed, int complete_pass) {
    if (!placed) {
        int marker = c->marker + (c->to_move == BLACK ? 1 : -1);
        c->marker = marker > c->marker_end ? c->marker_end
                    : marker < -c->marker_end ? -c->marker_end : marker;
    }
    c->passes = complete_pass ? c->passes + 1 : 0;
    c->over = c->passes >= 2;
    c->to_move = 3 - c->to_move;
}
