"""Regenerate the per-variant layout tables of docs/rl.md from the encoders (run after changing an encoding)."""

from pathlib import Path

from tricktable.engine import get_game, variant_keys
from tricktable.rl.actions import has_action_space
from tricktable.rl.encoding import layout_markdown

BEGIN, END = "<!-- layout:begin (scripts/rl_layout.py) -->", "<!-- layout:end -->"


def layout_section() -> str:
    # tests may register toy families, or real families under their own keys (webtest/...): only the shipped
    # variants, each keyed by its own family, are documented
    games = [get_game(k) for k in variant_keys()]
    return "\n".join(layout_markdown(g) for g in games
                     if has_action_space(g) and g.key.split("/")[0] == g.family)


def main() -> None:
    path = Path(__file__).resolve().parent.parent / "docs" / "rl.md"
    text = path.read_text()
    head, rest = text.split(BEGIN)
    _, tail = rest.split(END)
    path.write_text(f"{head}{BEGIN}\n\n{layout_section()}\n{END}{tail}")


if __name__ == "__main__":
    main()
