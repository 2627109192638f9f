#define _XOPEN_SOURCE 700
#define NCURSES_WIDECHAR 1
#include "CExampleCurses.h"

#include <curses.h>
#include <locale.h>
#include <stdlib.h>
#include <unistd.h>
#include <wchar.h>

static int has_colours = 0;
static unsigned char pair_ready[82];

int example_start(void) {
    setlocale(LC_ALL, "");
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) return 0;
    if (newterm(NULL, stdout, stdin) == NULL) return 0;
    raw();  // Ctrl-C arrives as a key, so the example always restores the terminal itself
    noecho();
    keypad(stdscr, TRUE);
    set_escdelay(25);
    curs_set(0);
    if (has_colors() && start_color() == OK && use_default_colors() == OK) has_colours = 1;
    return 1;
}

void example_stop(void) {
    endwin();
}

int example_columns(void) { return COLS; }
int example_lines(void) { return LINES; }

int example_read(int timeout_ms) {
    wtimeout(stdscr, timeout_ms);
    wint_t code;
    switch (wget_wch(stdscr, &code)) {
    case OK: return (int)code;
    case KEY_CODE_YES:
        switch (code) {
        case KEY_UP: return example_key_up;
        case KEY_DOWN: return example_key_down;
        case KEY_LEFT: return example_key_left;
        case KEY_RIGHT: return example_key_right;
        case KEY_PPAGE: return example_key_page_up;
        case KEY_NPAGE: return example_key_page_down;
        case KEY_HOME: return example_key_home;
        case KEY_END: return example_key_end;
        case KEY_BTAB: return example_key_back_tab;
        case KEY_RESIZE: return example_key_resize;
        default: return example_key_none;
        }
    default: return example_key_none;
    }
}

/// The colour pair for a foreground and background (0 = default), made on first use.
static short pair_for(int foreground, int background) {
    if (!has_colours || (foreground == 0 && background == 0)) return 0;
    int pair = 1 + foreground * 9 + background;
    if (pair >= COLOR_PAIRS || pair >= (int)sizeof pair_ready) return 0;
    if (!pair_ready[pair]) {
        init_pair((short)pair, (short)(foreground - 1), (short)(background - 1));
        pair_ready[pair] = 1;
    }
    return (short)pair;
}

void example_put(int y, int x, const char *utf8, int foreground, int background, int attributes) {
    wchar_t wide[16] = {0};
    if (mbstowcs(wide, utf8, 15) == (size_t)-1) {
        wide[0] = L'?';
        wide[1] = 0;
    }
    attr_t attrs = WA_NORMAL;
    if (attributes & 1) attrs |= WA_BOLD;
    if (attributes & 2) attrs |= WA_DIM;
    if (attributes & 4) attrs |= WA_REVERSE;
    if (attributes & 8) attrs |= WA_UNDERLINE;
    if (attributes & 16) attrs |= WA_ITALIC;
    cchar_t cell;
    setcchar(&cell, wide, attrs, pair_for(foreground, background), NULL);
    mvwadd_wch(stdscr, y, x, &cell);
}

void example_refresh(void) {
    wrefresh(stdscr);
}
