"""The registries fill from entry points: complete in every process whatever it imported, open to other packages,
and loud when the package's metadata is missing (``tricktable.engine.plugins``, docs/extending.md)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import warnings

import pytest

from tricktable import ai
from tricktable.ai.search import adapter as adapters
from tricktable.engine import get_game, registry
from tricktable.engine.plugins import PluginGroup, PluginsMissing


def _fresh(code: str) -> str:
    """Run ``code`` in a new interpreter (nothing imported but what it imports); its stdout."""
    out = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_a_fresh_process_finds_kinds_schemes_adapters_and_variants_it_never_imported():
    out = _fresh("""
        import sys
        from tricktable.ai import is_scheme_kind, make_player, table_kinds
        from tricktable.engine import get_game
        unloaded = [m for m in ("tricktable.ai.search", "tricktable.interfaces.bots", "tricktable.games.shengji",
                                "tricktable.ai.search.families.shengji") if m in sys.modules]
        game = get_game("shengji/tractor")
        from tricktable.ai.search.adapter import adapter_for  # imports the search package, not the families
        print(unloaded, type(make_player("normal", game, 1)).__name__, is_scheme_kind("cmd:python bot.py"),
              type(adapter_for(game, "sense")).__name__, table_kinds())
    """)
    assert out.split() == ["[]", "SearchPlayer", "True", "TractorSenseAdapter",
                           "['easy',", "'normal',", "'hard',", "'heuristic',", "'random']"]


def test_a_fresh_process_lists_the_kinds_of_every_layer():
    """The rl layer's kinds and the interfaces layer's schemes are known without importing those layers."""
    out = _fresh("""
        from tricktable import ai
        print("openspiel-ismcts" in ai.player_kinds(), ai.is_scheme_kind("policy:x.npz"),
              ai.is_scheme_kind("bhoos:http://x"), ai.is_scheme_kind("nope:x"))
    """)
    assert out.split() == ["True", "True", "True", "False"]


def test_a_kind_says_whether_a_table_offers_it():
    assert ai.table_kinds() == ["easy", "normal", "hard", "heuristic", "random"]
    assert all(ai.kind_info(k).table for k in ai.table_kinds())
    measured = [k for k in ai.player_kinds() if k not in ai.table_kinds()]
    assert {"cheater", "baseline", "normal-v2", "openspiel-ismcts"} <= set(measured)
    assert not any(ai.kind_info(k).table for k in measured)


def test_a_kind_that_cannot_be_made_falls_back_to_the_heuristic_then_the_random_player(monkeypatch):
    """What a table seats (the web's AI seats, the daily challenge's AI run) when a kind cannot be made here: one
    function for both (``ai.make_player_or_fallback``), never an error that would stall the table."""
    game = get_game("callbreak/master")
    assert type(ai.make_player_or_fallback("normal", game, 1)) is type(ai.make_player("normal", game, 1))
    heuristic = type(ai.make_player("heuristic", game, 1))
    assert type(ai.make_player_or_fallback("no-such-kind", game, 1)) is heuristic
    assert type(ai.make_player_or_fallback("nope:x", game, 1)) is heuristic

    def missing(game, seed=0):
        raise ImportError("not installed here")

    monkeypatch.setitem(ai.PLAYER_KINDS, "heuristic", ai.PlayerKind("heuristic", missing))
    last = ai.make_player_or_fallback("no-such-kind", game, 7)
    assert isinstance(last, ai.RandomPlayer) and last.rng.random() == ai.RandomPlayer(7).rng.random()


def test_kind_names_are_words_without_a_colon():
    with pytest.raises(ValueError, match="without ':'"):
        ai.register_kind("cmd:x", lambda game, seed=0: ai.RandomPlayer(seed))


# ------------------------------------------------------------------ a third-party package's entry points


PLUGIN = '''
import threading
import time

from tricktable import ai
from tricktable.ai.search.adapter import Adapter, register_adapter
from tricktable.engine import register


class EchoAdapter(Adapter):
    pass


def echo(game, seed, argument):
    player = ai.RandomPlayer(seed)
    player.name = "echo:" + argument
    return player


#: set when kinds() starts registering (which then takes a while, as an import can)
started = threading.Event()


def kinds():
    started.set()
    time.sleep(0.3)
    ai.register_kind("plugin-table", lambda game, seed=0: ai.RandomPlayer(seed), table=True, order=5)
    ai.register_kind("plugin-measure", lambda game, seed=0: ai.RandomPlayer(seed))


def schemes():
    ai.register_scheme("echo", echo)


def variants():
    from tricktable.games.callbreak import make_game

    register("plugin/master", "a third party's preset", lambda opts: make_game("master", opts))


def adapters():
    register_adapter("plugin", EchoAdapter)
'''

ENTRY_POINTS = """
[tricktable.players]
kinds = fakeplugin:kinds

[tricktable.schemes]
echo = fakeplugin:schemes

[tricktable.variants]
plugin = fakeplugin:variants

[tricktable.adapters]
plugin = fakeplugin:adapters
broken = fakeplugin_missing_module:adapters
"""


@pytest.fixture
def plugin(tmp_path, monkeypatch):
    """A package ``fakeplugin`` installed in a directory on ``sys.path`` (a dist-info with entry points, as pip
    writes it), and the registries made to read their groups again; everything undone afterwards."""
    (tmp_path / "fakeplugin.py").write_text(PLUGIN)
    info = tmp_path / "fakeplugin-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: fakeplugin\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(ENTRY_POINTS)
    monkeypatch.syspath_prepend(str(tmp_path))
    for module, names in ((ai, ("PLAYER_KINDS", "PLAYER_SCHEMES")), (registry, ("_REGISTRY", "_DEFAULTS")),
                          (adapters, ("_ADAPTERS",))):
        for name in names:
            monkeypatch.setattr(module, name, dict(getattr(module, name)))
    monkeypatch.setattr(ai, "KIND_PLUGINS", PluginGroup("tricktable.players"))
    monkeypatch.setattr(ai, "SCHEME_PLUGINS", PluginGroup("tricktable.schemes"))
    monkeypatch.setattr(registry, "VARIANT_PLUGINS", PluginGroup("tricktable.variants"))
    monkeypatch.setattr(adapters, "ADAPTER_PLUGINS", PluginGroup("tricktable.adapters"))
    yield tmp_path
    sys.modules.pop("fakeplugin", None)


def test_another_packages_entry_points_add_kinds_schemes_variants_and_adapters(plugin):
    game = get_game("plugin/master")
    assert game.family == "callbreak" and "plugin/master" in registry.variant_keys()
    assert "plugin-table" in ai.table_kinds() and "plugin-measure" not in ai.table_kinds()
    assert ai.table_kinds().index("plugin-table") == ai.table_kinds().index("heuristic") + 1  # its order, 5
    assert {"plugin-table", "plugin-measure", "normal"} <= set(ai.player_kinds())
    assert ai.make_player("echo:hi", game, 1).name == "echo:hi"

    class PluginGame:
        family = "plugin"

    assert type(adapters.adapter_for(PluginGame())).__name__ == "EchoAdapter"


def test_a_thread_asking_while_another_loads_waits_for_the_whole_group(plugin):
    """A server's threads building their first players at once: the second waits for the load in progress instead
    of finding the group busy and calling the kind unknown."""
    import threading

    found = {}

    def ask(kind):
        found[kind] = ai.kind_info(kind)

    first = threading.Thread(target=ask, args=("plugin-measure",))
    first.start()
    import fakeplugin

    assert fakeplugin.started.wait(30)
    second = threading.Thread(target=ask, args=("plugin-table",))
    second.start()
    first.join()
    second.join()
    assert found["plugin-measure"] is not None and found["plugin-table"] is not None


def test_an_entry_point_whose_module_is_missing_is_skipped_with_a_warning(plugin):
    group = PluginGroup("tricktable.adapters")
    with pytest.warns(UserWarning, match="broken = fakeplugin_missing_module:adapters was skipped"):
        group.load_all()


def test_arena_workers_know_the_schemes_an_installed_package_declares(plugin):
    """A spawned worker reads the same entry points: nothing is handed over, and the results equal one process's."""
    from tricktable.ai.arena.runner import run_arena

    two = run_arena("callbreak/master", ["echo:a", "random"], deals=2, seed=5, jobs=2).to_json()
    one = run_arena("callbreak/master", ["echo:a", "random"], deals=2, seed=5, jobs=1).to_json()
    assert one["paired_difference"] == two["paired_difference"]


# ------------------------------------------------------------------ the package's metadata missing


def test_a_group_without_entry_points_names_itself(monkeypatch):
    """Run from a checkout without ``pip install -e .``, the registries would be empty: they say why instead."""
    monkeypatch.setattr(registry, "VARIANT_PLUGINS", PluginGroup("tricktable.no-such-group"))
    monkeypatch.setattr(registry, "_REGISTRY", {})
    with pytest.raises(PluginsMissing, match="tricktable.no-such-group.*pip install -e"):
        get_game("rook/crowsnest")


def test_an_optional_group_may_be_empty():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        PluginGroup("tricktable.no-such-group", required=False).load_all()


def test_every_family_registers_its_variants_and_declares_its_adapter():
    """The families of ``games/`` register through the one ``games`` entry point, in their order (the first one's
    default is the page's default), and each declares its search adapter under its own name."""
    from importlib.metadata import entry_points

    from tricktable.games import FAMILIES

    def mine(group):
        return {ep.name for ep in entry_points(group=group) if ep.dist is not None and ep.dist.name == "tricktable"}

    assert mine("tricktable.variants") == {"games"} and mine("tricktable.adapters") == set(FAMILIES)
    assert {k.split("/")[0] for k in registry.variant_keys()} >= set(FAMILIES)
    assert registry.default_variant() == get_game(FAMILIES[0]).key
