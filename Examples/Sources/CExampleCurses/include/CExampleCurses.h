/// The few ncursesw calls the `embedded` example needs, as plain C functions: Swift cannot
/// import curses' globals and attribute macros, and the wide-character API needs defines first.
#pragma once

/// What `example_read` returns besides a character's code point.
enum example_key {
    example_key_none = -1,
    example_key_up = -2,
    example_key_down = -3,
    example_key_left = -4,
    example_key_right = -5,
    example_key_page_up = -6,
    example_key_page_down = -7,
    example_key_home = -8,
    example_key_end = -9,
    example_key_back_tab = -10,
    example_key_resize = -11,
};

/// Starts curses on the terminal: UTF-8 locale, no echo, keypad keys, no cursor, the terminal's
/// default colours. Returns 0 when there is no usable terminal.
int example_start(void);

/// Gives the terminal back as it was.
void example_stop(void);

int example_columns(void);
int example_lines(void);

/// Waits at most `timeout_ms` milliseconds (-1: until input) for a key: its Unicode code point,
/// an `example_key` for a special key, or `example_key_none`.
int example_read(int timeout_ms);

/// Puts one cell at row `y`, column `x`: `utf8` is one spacing character and its marks;
/// `foreground`/`background` count 0 for the terminal's default, then black, red, green, yellow,
/// blue, magenta, cyan, white (CarouselKit's `Style.Color`); `attributes` are the bits of
/// `Style.Attributes` (bold, dim, reverse, underline, italic).
void example_put(int y, int x, const char *utf8, int foreground, int background, int attributes);

/// Sends what changed to the terminal.
void example_refresh(void);
