"""The arena on Ray: a local Ray with 2 CPUs gives the process backend's results for the same seed."""

import importlib.util

import pytest

if importlib.util.find_spec("ray") is None:  # (not imported here: a private Ray is set up before ray's import)
    pytest.skip("Ray is not installed", allow_module_level=True)

from tricktable.ai.arena import run_arena  # noqa: E402
from tricktable.ai.arena.ray_backend import connect  # noqa: E402


@pytest.mark.slow
def test_on_a_local_ray_with_two_cpus(tmp_path):
    """One local Ray for all the checks (starting Ray costs seconds; one test keeps it to one start per run,
    however the tests are spread over workers). The arena and the web pool join it and leave it running."""
    assert connect(None, 2)
    import ray

    assert {n["NodeManagerAddress"] for n in ray.nodes()} == {"127.0.0.1"}  # a private Ray stays on loopback
    try:
        check_ray_backend_gives_the_process_backends_results()
        check_ray_workers_know_the_schemes_from_the_entry_points(tmp_path)
        check_the_arena_command_runs_on_ray(tmp_path)
        check_the_web_servers_ai_thinks_on_ray()
    finally:
        ray.shutdown()


def without_timings(out):
    out = dict(out)
    for c in out["contestants"].values():
        c.pop("ms_per_decision")
        c.pop("cpu_ms_per_decision")
    return out


def check_ray_backend_gives_the_process_backends_results():
    kinds, seed = ["heuristic", "random"], 11
    local = run_arena("callbreak/master", kinds, 6, seed=seed, jobs=2)
    seen = []
    on_ray = run_arena("callbreak/master", kinds, 6, seed=seed, jobs=2, backend="ray",
                       progress=lambda done, total: seen.append((done, total)))
    assert without_timings(on_ray.to_json()) == without_timings(local.to_json())
    assert [d["rows"] for d in on_ray.deals] == [d["rows"] for d in local.deals]
    assert seen[-1] == (6, 6)
    stopped = run_arena("rook/crowsnest", kinds, 40, seed=seed, jobs=2, backend="ray", max_seconds=0.0)
    assert 1 <= len(stopped.deals) < 40
    assert [d["deal"] for d in stopped.deals] == list(range(len(stopped.deals)))


def check_ray_workers_know_the_schemes_from_the_entry_points(tmp_path):
    """A Ray task builds a ``policy:PATH`` player (the rl layer's scheme) though nothing hands it the registry."""
    from test_rl_policy import random_policy

    kinds = [f"policy:{random_policy(tmp_path, 'callbreak/master')}", "random"]
    local = run_arena("callbreak/master", kinds, 2, seed=3, jobs=1)
    on_ray = run_arena("callbreak/master", kinds, 2, seed=3, jobs=2, backend="ray")
    assert [d["rows"] for d in on_ray.deals] == [d["rows"] for d in local.deals]


def test_an_unknown_backend_is_refused():
    with pytest.raises(ValueError, match="backend"):
        run_arena("callbreak/master", ["random", "random"], 1, backend="spark")


def check_the_web_servers_ai_thinks_on_ray():
    import asyncio

    from tricktable.engine import get_game
    from tricktable.engine.match import deal_for
    from tricktable.interfaces.web.ai_pool import AIPool
    from tricktable.interfaces.web.ai_tasks import choose

    game = get_game("callbreak/master")
    state = game.start_hand(game.new_match(0), deal_for(game, 1, 1, 0))
    seat = game.to_act(state)
    view, legal = game.view(state, seat), game.legal_actions(state)
    pool = AIPool(ray=True)
    try:
        action = asyncio.run(pool.run(choose, game.key, "{}", "normal", 3, view, legal))
    finally:
        pool.close()
    assert action in legal
    assert action == choose(game.key, "{}", "normal", 3, view, legal)  # the same decision as in this process


def test_serve_refuses_an_unknown_ai_backend():
    from typer.testing import CliRunner

    from tricktable.interfaces.cli.app import app

    result = CliRunner().invoke(app, ["serve", "--ai-backend", "spark", "--port", "0"])
    assert result.exit_code != 0 and "process or ray" in result.output


def check_the_arena_command_runs_on_ray(tmp_path):
    import json

    from typer.testing import CliRunner

    from tricktable.interfaces.cli.app import app

    out = tmp_path / "ray.json"
    args = ["arena", "-v", "rook/crowsnest", "-p", "heuristic,random", "-n", "3", "--seed", "2", "--json", str(out)]
    on_ray = CliRunner().invoke(app, [*args, "--backend", "ray", "--address", "auto"])
    assert on_ray.exit_code == 0, on_ray.output
    local = run_arena("rook/crowsnest", ["heuristic", "random"], 3, seed=2).to_json()
    assert without_timings(json.loads(out.read_text())) == without_timings(json.loads(json.dumps(local)))
