#!/usr/bin/env python3
"""The game as a screen reader sees it: through AT-SPI, with pyatspi.

Started by tests/accessibility/run-atspi (a session D-Bus with the AT-SPI
bus) inside tests/desktop/run-on-desktop (Xvfb, openbox, folders of its own).
Each test starts the program (ATAXX_APP) with Qt's AT-SPI bridge on, finds it
on the accessibility bus as Orca does, and reads and acts only through the
accessibility interfaces: the board's cells, their actions and descriptions,
the announcements, the focus, the names of the controls. The keys a person
presses go through xdotool.

Nothing waits a fixed time: every step waits for what it needs (an event, a
description) with a generous timeout, so a slow machine is slower, not red.
"""

import os
import re
import subprocess
import time
import unittest

import pyatspi
from gi.repository import GLib

APP = os.environ.get("ATAXX_APP", "ataxx")
# Generous: the machines that run the suite are shared and slow.
TIMEOUT = float(os.environ.get("ATAXX_ATSPI_TIMEOUT", "60"))

# Roles of what a person works: each must have a name.
CONTROL_ROLES = {
    pyatspi.ROLE_PUSH_BUTTON,
    pyatspi.ROLE_TOGGLE_BUTTON,
    pyatspi.ROLE_CHECK_BOX,
    pyatspi.ROLE_RADIO_BUTTON,
    pyatspi.ROLE_COMBO_BOX,
    pyatspi.ROLE_SLIDER,
    pyatspi.ROLE_SPIN_BUTTON,
    pyatspi.ROLE_TEXT,
    pyatspi.ROLE_ENTRY,
    pyatspi.ROLE_PASSWORD_TEXT,
    pyatspi.ROLE_TABLE,
    pyatspi.ROLE_TREE_TABLE,
    pyatspi.ROLE_TREE,
    pyatspi.ROLE_LIST,
    pyatspi.ROLE_PAGE_TAB,
    pyatspi.ROLE_MENU_ITEM,
    pyatspi.ROLE_CHECK_MENU_ITEM,
    pyatspi.ROLE_RADIO_MENU_ITEM,
    pyatspi.ROLE_CANVAS,
    pyatspi.ROLE_CHART,
    pyatspi.ROLE_IMAGE,
}


def pump():
    """Delivers the events that have arrived."""
    context = GLib.MainContext.default()
    while context.pending():
        context.iteration(False)


def wait_for(condition, what, timeout=TIMEOUT):
    """Waits until condition() is true (and returns it), or fails naming `what`."""
    end = time.monotonic() + timeout
    while True:
        pump()
        try:
            value = condition()
        except GLib.GError:
            value = None  # an object going while it is read: try again
        if value:
            return value
        if time.monotonic() > end:
            raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")
        time.sleep(0.02)


def states(accessible):
    return accessible.getState()


def descendants(accessible, depth=0):
    """Every object under `accessible`, depth first (a screen reader's flat review)."""
    for child in accessible:
        if child is None:
            continue
        yield child
        if depth < 40:
            yield from descendants(child, depth + 1)


def find(root, predicate, what):
    return wait_for(lambda: next((a for a in descendants(root) if predicate(a)), None), what)


def press_keys(*keys):
    subprocess.run(["xdotool", "key", "--delay", "30", *keys], check=True)


def key_of(accessible):
    """The same key for the same object: libatspi keeps one per object of the bus."""
    return hash(accessible)


def label(accessible):
    try:
        return f"{accessible.getRoleName()} {accessible.name!r}"
    except GLib.GError:
        return "(gone)"


class Events:
    """What the program tells the screen reader without being asked: the
    announcements (text put into the notification's line, carried by the
    event itself) and the focus."""

    def __init__(self, pid):
        self.pid = pid
        self.announcements = []
        self.shown = 0  # a notification shown again: what Orca speaks
        self.focus = []
        self._listeners = [
            (self._on_text, "object:text-changed:insert"),
            (self._on_focus, "object:state-changed:focused"),
            (self._on_showing, "object:state-changed:showing"),
        ]
        for callback, kind in self._listeners:
            pyatspi.Registry.registerEventListener(callback, kind)

    def close(self):
        for callback, kind in self._listeners:
            pyatspi.Registry.deregisterEventListener(callback, kind)

    def _ours(self, event):
        try:
            return event.source.get_process_id() == self.pid
        except GLib.GError:
            return False

    def _on_text(self, event):
        if not self._ours(event):
            return
        try:
            parent = event.source.parent
            if parent is None or parent.getRole() != pyatspi.ROLE_NOTIFICATION:
                return
        except GLib.GError:
            return
        self.announcements.append(str(event.any_data))

    def _on_focus(self, event):
        if event.detail1 == 1 and self._ours(event):
            self.focus.append(event.source)

    def _on_showing(self, event):
        try:
            if (event.detail1 == 1 and self._ours(event)
                    and event.source.getRole() == pyatspi.ROLE_NOTIFICATION):
                self.shown += 1
        except GLib.GError:
            pass

    def wait_announcement(self, pattern, start=0, what=None):
        """The first announcement from `start` on that matches `pattern` (a regular expression)."""
        regex = re.compile(pattern)

        def found():
            for text in self.announcements[start:]:
                if regex.search(text):
                    return text
            return None

        return wait_for(found, what or f"an announcement matching {pattern!r} "
                        f"(heard: {self.announcements[start:]})")


class App:
    """The program, started with `arguments`, as the accessibility bus shows it."""

    def __init__(self, *arguments):
        env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1")
        self.process = subprocess.Popen([APP, *arguments], env=env)
        self.events = Events(self.process.pid)
        self.root = wait_for(self._find, f"{APP} on the accessibility bus")
        self.window = wait_for(
            lambda: next((w for w in self.root
                          if w is not None and w.getRole() == pyatspi.ROLE_FRAME
                          and states(w).contains(pyatspi.STATE_SHOWING)), None),
            "the game's window")
        self.board = find(self.window, lambda a: a.name == "Board"
                          and "Table" in pyatspi.listInterfaces(a), "the board")
        wait_for(lambda: states(self.window).contains(pyatspi.STATE_ACTIVE),
                 "the window to be active")

    def _find(self):
        for app in pyatspi.Registry.getDesktop(0):
            try:
                if app is not None and app.get_process_id() == self.process.pid and app.childCount:
                    return app
            except GLib.GError:
                pass
        return None

    def close(self):
        self.events.close()
        self.process.terminate()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()

    def cells(self):
        return [c for c in self.board if c is not None and c.getRole() == pyatspi.ROLE_TABLE_CELL]

    def cell(self, name):
        for c in self.cells():
            if c.name == name:
                return c
        raise AssertionError(f"no cell {name} on the board")

    def press(self, accessible):
        action = accessible.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        self.assert_true("Press" in names, f"{label(accessible)} has no Press action: {names}")
        action.doAction(names.index("Press"))

    @staticmethod
    def assert_true(condition, message):
        if not condition:
            raise AssertionError(message)

    def windows(self):
        return [w for w in self.root if w is not None]


def rectangle_names(width, height):
    return [f"{chr(ord('a') + column)}{height - row}"
            for row in range(height) for column in range(width)]


def hexagon_names(side):
    names = []
    for r in range(-(side - 1), side):
        for q in range(max(-(side - 1), -(side - 1) - r), min(side - 1, side - 1 - r) + 1):
            names.append(f"{chr(ord('a') + q + side - 1)}{side - r}")
    return names


def fen_cells(fen):
    """What stands on each cell of a FEN's rows, in reading order."""
    cells = []
    for row in fen.split()[0].split("/"):
        for match in re.finditer(r"\d+|[xo-]", row):
            token = match.group()
            cells += ["empty"] * int(token) if token.isdigit() else [
                {"x": "Black", "o": "White", "-": "blocked"}[token]]
    return cells


def distance(a, b):
    """On a rectangle, by cell names."""
    return max(abs(ord(a[0]) - ord(b[0])), abs(int(a[1:]) - int(b[1:])))


def adjacent(a, b):
    return distance(a, b) == 1


class BoardTest(unittest.TestCase):
    def start(self, *arguments):
        app = App(*arguments)
        self.addCleanup(app.close)
        return app

    def check_cells(self, app, names, fen):
        cells = wait_for(lambda: len(app.cells()) == len(names) and app.cells(),
                         f"{len(names)} cells on the board")
        self.assertEqual([c.name for c in cells], names)
        self.assertEqual([c.description.split(",")[0] for c in cells], fen_cells(fen))
        for c in cells:
            self.assertTrue(states(c).contains(pyatspi.STATE_FOCUSABLE), c.name)
            self.assertIn("Press", [c.queryAction().getName(i)
                                    for i in range(c.queryAction().nActions)])

    def test_every_cell_of_7x7_is_named_and_a_clone_by_its_action_shows_and_is_heard(self):
        app = self.start("--board", "7x7", "--black", "human", "--white", "human")
        self.check_cells(app, rectangle_names(7, 7), "x5o/7/7/7/7/7/o5x")
        table = app.board.queryTable()
        self.assertEqual((table.nRows, table.nColumns), (7, 7))
        self.assertEqual(table.getAccessibleAt(6, 0).name, "a1")
        self.assertEqual(table.getAccessibleAt(0, 6).name, "g7")

        heard = len(app.events.announcements)
        shown = app.events.shown
        app.press(app.cell("b6"))
        wait_for(lambda: app.cell("b6").description.startswith("Black"),
                 "b6 to hold Black's clone")
        app.events.wait_announcement(r"^Black clones to b6\. Black 3, White 2\.$", heard)
        wait_for(lambda: app.events.shown > shown, "the notification shown again")
        # The notification's one line, read as a name and as text.
        line = find(app.window, lambda a: a.getRole() == pyatspi.ROLE_NOTIFICATION,
                    "the notification")[0]
        self.assertEqual(line.name, "Black clones to b6. Black 3, White 2.")
        self.assertEqual(line.queryText().getText(0, -1), "Black clones to b6. Black 3, White 2.")
        self.assertIn("last move", app.cell("b6").description)

        # White jumps: its piece selected, the targets said, the jump heard.
        heard = len(app.events.announcements)
        app.press(app.cell("g7"))
        app.events.wait_announcement(
            r"^g7 selected\. Clones to f6, f7, g6\. Jumps to e5, e6, e7, f5, g5\.$", heard)
        wait_for(lambda: "selected" in app.cell("g7").description, "g7 to be selected")
        wait_for(lambda: states(app.cell("g7")).contains(pyatspi.STATE_SELECTED),
                 "g7's selected state")
        self.assertIn("clone target", app.cell("f6").description)
        self.assertIn("jump target", app.cell("e5").description)
        app.press(app.cell("e7"))
        app.events.wait_announcement(r"^White jumps g7 to e7\. Black 3, White 2\.$", heard)
        wait_for(lambda: app.cell("e7").description.startswith("White")
                 and app.cell("g7").description.startswith("empty"),
                 "e7 to hold White's piece and g7 to be empty")

    def test_every_cell_of_hexxagon_is_named_and_a_clone_by_its_action_shows_and_is_heard(self):
        app = self.start("--board", "hexxagon", "--black", "human", "--white", "human")
        self.check_cells(app, hexagon_names(5), "x3o/6/7/4-3/o2-4x/4-3/7/6/x3o")
        heard = len(app.events.announcements)
        app.press(app.cell("e8"))
        wait_for(lambda: app.cell("e8").description.startswith("Black"),
                 "e8 to hold Black's clone")
        app.events.wait_announcement(r"^Black clones to e8\. Black 4, White 3\.$", heard)

    def test_the_keyboard_cursor_is_the_focus_and_enter_plays(self):
        app = self.start("--board", "7x7", "--black", "human", "--white", "human")
        focus = len(app.events.focus)
        press_keys("Right")  # the cursor appears on Black's first piece, a7
        wait_for(lambda: any(f.name == "a7" for f in app.events.focus[focus:]),
                 "the focus on a7")
        press_keys("Right")
        wait_for(lambda: any(f.name == "b7" for f in app.events.focus[focus:]),
                 "the focus on b7")
        self.assertTrue(states(app.cell("b7")).contains(pyatspi.STATE_FOCUSED))
        heard = len(app.events.announcements)
        press_keys("Return")
        app.events.wait_announcement(r"^Black clones to b7\.", heard)


class WholeGameTest(unittest.TestCase):
    def test_a_whole_game_against_the_computer_is_played_and_followed_through_atspi(self):
        """5x5 against Very easy: our moves by the cells' actions, chosen from
        their descriptions; the computer's moves heard and found on the board."""
        app = App("--board", "5x5", "--black", "human", "--white", "very-easy")
        self.addCleanup(app.close)
        cells = wait_for(lambda: len(app.cells()) == 25 and app.cells(), "25 cells")
        names = [c.name for c in cells]
        heard = 0
        for turn in range(200):
            board = {c.name: c.description.split(",")[0] for c in app.cells()}
            ours = [n for n in names if board[n] == "Black"]
            empty = [n for n in names if board[n] == "empty"]
            # A clone that takes the most, else any jump (a piece selected, its targets read).
            clones = [e for e in empty if any(adjacent(e, o) for o in ours)]
            if clones:
                def taken(e):
                    return sum(1 for n in names if board[n] == "White" and adjacent(n, e))
                target = max(clones, key=taken)
                app.press(app.cell(target))
                said = app.events.wait_announcement(
                    rf"^Black clones to {target}\b", heard, f"Black's clone to {target}")
            elif any(distance(o, e) == 2 for o in ours for e in empty):
                # A piece that jumps, selected; its targets as the cells say them.
                piece = next(o for o in ours if any(distance(o, e) == 2 for e in empty))
                app.press(app.cell(piece))
                wait_for(lambda: "selected" in app.cell(piece).description,
                         f"{piece} to be selected")
                target = next(c.name for c in app.cells() if "jump target" in c.description)
                app.press(app.cell(target))
                said = app.events.wait_announcement(rf"^Black jumps {piece} to {target}\b",
                                                    heard)
            else:
                # No move: the game passes for Black by itself.
                said = app.events.wait_announcement(r"^Black cannot move and passes\.", heard)
            heard = app.events.announcements.index(said, heard) + 1
            if "Game over" in said:
                break
            # The computer's answer, heard, and on the board as heard.
            said = app.events.wait_announcement(r"^White (clones to|jumps|cannot move)", heard,
                                                "White's move")
            heard = app.events.announcements.index(said, heard) + 1
            move = re.match(r"^White (?:clones to (\w+)|jumps \w+ to (\w+))", said)
            if move:
                to = move.group(1) or move.group(2)
                wait_for(lambda: app.cell(to).description.startswith("White"),
                         f"White's piece on {to}, as heard: {said}")
            if "Game over" in said:
                break
        else:
            self.fail(f"the game did not end; heard {app.events.announcements}")
        result = re.search(r"Black (\d+), White (\d+)\. Game over: ([^.]*)", said)
        self.assertIsNotNone(result, said)
        board = [c.description.split(",")[0] for c in app.cells()]
        self.assertEqual((board.count("Black"), board.count("White")),
                         (int(result.group(1)), int(result.group(2))), said)


# What Tab lands on: the controls themselves, not their items (a list's
# rows, a tab bar's tabs, a menu's entries), nor a label one can select.
NOT_TABBED = {
    pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_CHECK_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM,
    pyatspi.ROLE_LIST_ITEM, pyatspi.ROLE_TABLE_CELL, pyatspi.ROLE_PAGE_TAB,
    pyatspi.ROLE_LABEL, pyatspi.ROLE_TABLE_COLUMN_HEADER, pyatspi.ROLE_TABLE_ROW_HEADER,
    pyatspi.ROLE_MENU_BAR, pyatspi.ROLE_MENU,
}


def is_within(accessible, ancestor):
    key = key_of(ancestor)
    for _ in range(60):
        if accessible is None:
            return False
        if key_of(accessible) == key:
            return True
        accessible = accessible.parent
    return False


def tabbable(window):
    """The controls on screen in `window` that Tab should reach: focusable,
    showing, enabled; of an exclusive group of radio buttons, the checked one."""
    found = []
    for a in descendants(window):
        try:
            s = states(a)
            if (a.getRole() in NOT_TABBED or not s.contains(pyatspi.STATE_FOCUSABLE)
                    or not s.contains(pyatspi.STATE_SHOWING)
                    or not s.contains(pyatspi.STATE_SENSITIVE)):
                continue
            if a.getRole() == pyatspi.ROLE_RADIO_BUTTON and not s.contains(pyatspi.STATE_CHECKED):
                continue
            # Within a control Tab reaches (a combo box's list, a spin box's line).
            if any(is_within(a, b) for b in found):
                continue
            found.append(a)
        except GLib.GError:
            pass
    return found


def tab_around(app, window, limit=150):
    """Presses Tab until the focus comes back where it started; returns what it landed on."""
    landed = []
    first = None
    for _ in range(limit):
        before = len(app.events.focus)
        press_keys("Tab")
        try:
            wait_for(lambda: len(app.events.focus) > before, "the focus to move", 5)
        except AssertionError:
            break  # one control only: Tab stays on it
        # The last event of the press is where the focus is (an item view
        # names its current cell after itself).
        pump()
        now = app.events.focus[-1]
        if not is_within(now, window):
            continue
        if first is not None and (is_within(now, first) or is_within(first, now)):
            break
        if first is None:
            first = now
        landed.append(now)
    return landed


class ControlsTest(unittest.TestCase):
    """Every control of every window has a name, and Tab reaches every one."""

    def check_tab_reaches_everything(self, app, window, what):
        landed = tab_around(app, window)
        missed = [label(c) for c in tabbable(window)
                  if not any(is_within(f, c) for f in landed)]
        self.assertEqual(missed, [], f"Tab in {what} went through "
                         f"{[label(f) for f in landed]}")
        return landed

    def unnamed(self, root):
        missing = []
        for a in descendants(root):
            try:
                s = states(a)
                if (a.getRole() in CONTROL_ROLES and s.contains(pyatspi.STATE_SHOWING)
                        and not a.name.strip()):
                    missing.append(f"{a.getRoleName()} (description {a.description!r}, "
                                   f"in {label(a.parent)})")
            except GLib.GError:
                pass
        return missing

    def unlabelled(self, root):
        """Combo boxes on screen that no label names and no description
        explains: on Linux Qt names a combo box by its current value, and
        gives its label as a relation."""
        missing = []
        for a in descendants(root):
            try:
                if (a.getRole() == pyatspi.ROLE_COMBO_BOX
                        and states(a).contains(pyatspi.STATE_SHOWING)
                        and not a.description
                        and not any(r.getRelationType() == pyatspi.RELATION_LABELLED_BY
                                    for r in a.getRelationSet())):
                    missing.append(f"combo box {a.name!r} (description {a.description!r})")
            except GLib.GError:
                pass
        return missing

    def test_no_visible_control_of_the_window_is_without_a_name(self):
        app = App("--board", "7x7", "--black", "human", "--white", "medium")
        self.addCleanup(app.close)
        self.assertEqual(self.unnamed(app.window), [])
        self.assertEqual(self.unlabelled(app.window), [])

    def test_tab_goes_from_the_board_to_the_moves_and_on_through_every_control(self):
        app = App("--board", "7x7", "--black", "human", "--white", "human")
        self.addCleanup(app.close)
        # A move or two, so that the list has moves and the browse buttons work.
        app.press(app.cell("b6"))
        app.events.wait_announcement(r"^Black clones to b6")
        app.press(app.cell("f6"))
        app.events.wait_announcement(r"^White clones to f6")
        app.board.queryComponent().grabFocus()
        wait_for(lambda: states(app.board).contains(pyatspi.STATE_FOCUSED)
                 or any(is_within(f, app.board) for f in app.events.focus[-1:]),
                 "the board to have the focus")
        landed = self.check_tab_reaches_everything(app, app.window, "the window")
        order = [label(f) for f in landed]
        print("Tab order of the window:", order)
        # The game first: from the board to its moves and the buttons that
        # browse them, then the players; and back to the board.
        self.assertEqual(order[:3], ["table 'Moves'", "push button 'Go to the start'",
                                     "push button 'One move back'"])
        self.assertEqual(order[-1], "panel 'Board'")

    def test_every_dialog_is_named_and_worked_with_tab(self):
        app = App("--board", "7x7", "--black", "human", "--white", "human")
        self.addCleanup(app.close)
        for item, title in [("Puzzles…", "Puzzles"), ("Tournament…", "Tournament"),
                            ("External engines…", "External engines"),
                            ("Settings…", "Settings"), ("New game with…", "New game"),
                            ("How to play", "How to play")]:
            with self.subTest(item):
                entry = find(app.window, lambda a: a.getRole() == pyatspi.ROLE_MENU_ITEM
                             and a.name == item, f"the menu item {item}")
                app.press(entry)
                dialog = wait_for(
                    lambda: next((w for w in app.windows() if w.name.startswith(title)
                                  and states(w).contains(pyatspi.STATE_ACTIVE)), None),
                    f"the window {title} to open and be active")
                self.assertEqual(self.unnamed(dialog), [], title)
                self.assertEqual(self.unlabelled(dialog), [], title)
                self.check_tab_reaches_everything(app, dialog, title)
                press_keys("Escape")
                wait_for(lambda: not any(w.name.startswith(title)
                                         and states(w).contains(pyatspi.STATE_SHOWING)
                                         for w in app.windows()),
                         f"the window {title} to close")


if __name__ == "__main__":
    # pyatspi calls names libatspi deprecates; unittest would show each warning.
    unittest.main(verbosity=2, warnings="ignore")
