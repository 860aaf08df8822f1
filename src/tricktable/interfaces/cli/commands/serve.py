"""``tricktable serve``: the browser app (uvicorn), printing the URL to open."""

from __future__ import annotations

import re

import typer

from ..options import lang_option, resolve_lang
from .records import DB_HELP

_INSTANCE = re.compile(r"[A-Za-z0-9_-]{1,40}")


def shown_bus(url: str) -> str:
    """A bus address as people may see it: any password replaced by ``***``."""
    return re.sub(r"(://[^:/@]*:)[^@/]*@", r"\1***@", url)


def bus_problem(url: str, instance: str) -> str | None:
    """Why the bus at ``url`` cannot be used by ``instance`` (the client missing, the server unreachable, a live
    process already running under that name), or None."""
    try:
        import redis
    except ImportError:
        return "pip install -e '.[scale]'"
    try:
        client = redis.Redis.from_url(url, socket_connect_timeout=5, socket_timeout=5)
        try:
            client.ping()
            if client.pubsub_numsub(f"tricktable:inst:{instance}")[0][1] > 0:
                return f"instance {instance} is already running"
        finally:
            client.close()
    except Exception as e:  # noqa: BLE001 (refused, unknown host, bad password, not Redis, a bad address)
        return (str(e) or type(e).__name__).replace(url, shown_bus(url))[:300]
    return None


def register(app: typer.Typer) -> None:
    @app.command("serve")
    def serve(
        host: str = typer.Option("127.0.0.1", "--host", help="address to listen on (127.0.0.1: this computer only)"),
        port: int = typer.Option(8000, "--port", help="port to listen on", min=0, max=65535),
        db: str | None = typer.Option(None, "--db", help="where game records are kept: " + DB_HELP, metavar="FILE|URL"),
        ai_workers: int = typer.Option(2, "--ai-workers", help="processes for AI thinking (0: threads)", min=0,
                                       max=64),
        allowed_host: list[str] = typer.Option(
            [], "--allowed-host", help="another Host name to answer to (repeatable), e.g. the name of a reverse "
            "proxy; by default only the --host address (and localhost for 127.0.0.1)"),
        max_games: int = typer.Option(200, "--max-games", help="games in memory at most", min=1),
        max_ai_queue: int = typer.Option(64, "--max-ai-queue", help="AI decisions queued at most", min=1),
        idle_minutes: float = typer.Option(10.0, "--idle-minutes", help="unload a game nobody is connected to "
                                           "after this many minutes", min=0.01),
        watch_pace: float = typer.Option(1.0, "--watch-pace", help="seconds per AI move in a watched game "
                                         "without a human seat", min=0.0, max=60.0),
        ai_backend: str = typer.Option("process", "--ai-backend", help="process (local workers) or ray (a Ray "
                                       "cluster; pip install -e '.[cluster]')"),
        ray_address: str | None = typer.Option(None, "--ray-address", help="with --ai-backend ray: the cluster "
                                               "(auto, HOST:PORT); default: a local Ray"),
        allow_bot: list[str] = typer.Option([], "--allow-bot", help="an external bot tables may seat: a URL (its "
                                            "http: and bhoos: kinds), a kind such as 'cmd:python mybot.py' or a trained "
                                            "policy 'policy:PATH.npz' "
                                            "(repeatable; none by default)"),
        bus: str | None = typer.Option(None, "--bus", help="with --instance and a PostgreSQL --db: run as one "
                                       "process of a cluster, joined to the others by Redis at this address "
                                       "(redis://HOST:PORT/0; pip install -e '.[scale]')", metavar="URL"),
        instance: str | None = typer.Option(None, "--instance", help="with --bus: this process's name, unique in "
                                            "the cluster", metavar="NAME"),
        lang: str = lang_option(),
    ) -> None:
        """Start the browser app and print its address once it listens.

        With --host 0.0.0.0 it also prints the address to give friends on your network. Unfinished games and rooms resume where they stopped."""
        from ....i18n import localizer
        from ....storage import default_db_path
        from ...web import create_app
        from ...web.hosts import HostPolicy
        from ...web.share import share_url
        from ..listening import ListenError, bind_listener, serve_on, shown_url
        from .records import open_store

        loc = localizer(resolve_lang(lang))
        path = db or default_db_path()
        store = open_store(path, lang)  # a bad --db ends here, told in the reader's language
        cluster = None
        if bus is not None or instance is not None:
            if bus is None or instance is None or store.backend != "postgresql" or not _INSTANCE.fullmatch(instance):
                typer.echo(loc("cli-error", reason=loc("serve-cluster-options")), err=True)
                raise typer.Exit(2)
            reason = bus_problem(bus, instance)
            if reason is not None:
                typer.echo(loc("cli-error", reason=loc("serve-no-bus", address=shown_bus(bus), reason=reason)),
                           err=True)
                raise typer.Exit(2)
            cluster = (bus, instance)
        if ai_backend not in ("process", "ray"):
            raise typer.BadParameter(loc("serve-ai-backend"))
        try:
            sock = bind_listener(host, port)  # before anything starts: a taken port is told at once
        except ListenError as e:
            typer.echo(loc("cli-error", reason=loc.error(e)), err=True)
            raise typer.Exit(2) from None
        port = sock.getsockname()[1]  # the one the system picked for --port 0
        pool = None
        if ai_backend == "ray":
            from ...web.ai_pool import AIPool

            try:
                pool = AIPool(ray=True, ray_address=ray_address, max_queued=max_ai_queue)
            except (ValueError, ConnectionError) as e:
                sock.close()
                where = ray_address or loc("serve-local-ray")
                raise typer.BadParameter(loc("serve-no-ray", address=where, reason=str(e))) from None
        shared = share_url(host, port)
        try:
            web = create_app(path, store=store, ai_processes=ai_workers, ai_pool=pool, allow_bots=allow_bot,
                             host_policy=HostPolicy.for_bind(host, allowed_host), max_games=max_games,
                             max_ai_queue=max_ai_queue, idle_seconds=idle_minutes * 60, watch_pace=watch_pace,
                             share_url=shared, freeze_startup=True, cluster=cluster)
        except ValueError as e:
            sock.close()
            raise typer.BadParameter(str(e)) from None

        def listening() -> None:
            typer.echo(loc("serve-running", url=shown_url(host, port), path=store.path))  # (an address's password hidden)
            if shared:
                typer.echo(loc("serve-share", url=f"{shared}/"))

        started = serve_on(web, sock, listening, log_level="warning", ws_max_size=65536,
                           ws_per_message_deflate=False, timeout_graceful_shutdown=5)
        if not started:
            raise typer.Exit(3)  # uvicorn's own exit status for a start-up that failed (it has said why)
