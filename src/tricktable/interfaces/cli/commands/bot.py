"""``tricktable bot``: our AI as a bot for other programs (Bhoos HTTP, tricktable HTTP, tricktable stdio)."""

from __future__ import annotations

import sys

import typer

from ....ai import table_kinds
from ....engine import RuleError, get_game
from ...bots.bhoos import check_game
from ...bots.botside import ProtocolBot, serve_stdio
from ...bots.servers import BID_MS, bhoos_app, make_server, protocol_app
from ..options import parse_options

PROTOCOLS = ("bhoos", "tricktable")
#: the Bhoos competition's rule that callbreak/standard does not have by default (bots.md)
COMPETITION_OPTIONS = {"must_head_until_trumped": True}


def _level(level: str) -> str:
    kinds = table_kinds()
    if level not in kinds:
        raise typer.BadParameter(f"unknown level '{level}'; choose one of {', '.join(kinds)}")
    return level


def register(app: typer.Typer) -> None:
    bot = typer.Typer(help="Our AI as a bot: over the Bhoos protocol, or the tricktable protocol (HTTP or stdio).",
                      no_args_is_help=True)
    app.add_typer(bot, name="bot")

    @bot.command("serve")
    def serve_cmd(
        protocol: str = typer.Option("tricktable", "--protocol", help="bhoos (Callbreak only) or tricktable"),
        host: str = typer.Option("127.0.0.1", "--host", help="address to listen on (127.0.0.1: this computer only)"),
        port: int = typer.Option(7000, "--port", help="port to listen on (the Bhoos harness uses 7000)"),
        level: str = typer.Option("normal", "--level", help="AI level"),
        variant: str = typer.Option("callbreak/standard", "--variant", "-v",
                                    help="Bhoos only: the Callbreak rules the harness plays (with the competition's "
                                    "must_head_until_trumped=true unless -o says otherwise)"),
        option: list[str] = typer.Option([], "--option", "-o", help="Bhoos only: house rule as name=value"),
        seed: int = typer.Option(0, "--seed", help="seed of the AI's decisions"),
        bid_ms: float = typer.Option(BID_MS, "--bid-ms", help="Bhoos only: time for a call (the protocol gives none)"),
    ) -> None:
        """Serve our AI over HTTP until Ctrl+C: `--protocol bhoos` answers GET /hi, POST /bid and POST /play
        (callbreak.md section 4); `--protocol tricktable` answers protocol messages posted to any path."""
        if protocol not in PROTOCOLS:
            raise typer.BadParameter(f"--protocol is one of {', '.join(PROTOCOLS)}")
        _level(level)
        try:
            if protocol == "bhoos":
                check_game(get_game(variant))  # before the competition's options, which only Callbreak reads
                app_ = bhoos_app(get_game(variant, COMPETITION_OPTIONS | parse_options(option)), level, seed, bid_ms)
            else:
                app_ = protocol_app(ProtocolBot(level, seed))
            server = make_server(app_, host, port)
        except (RuleError, ValueError, OSError) as e:
            raise typer.BadParameter(str(e)) from None
        shown = "127.0.0.1" if host in ("0.0.0.0", "::") else host
        typer.echo(f"tricktable {level} speaks the {protocol} protocol at http://{shown}:{server.server_address[1]}/"
                   f"  (Ctrl+C to stop)", err=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass
        finally:
            server.server_close()

    @bot.command("stdio")
    def stdio_cmd(
        level: str = typer.Option("normal", "--level", help="AI level"),
        seed: int = typer.Option(0, "--seed", help="seed of the AI's decisions"),
    ) -> None:
        """Our AI as a stdio bot: tricktable protocol messages as JSON lines on standard input and output."""
        serve_stdio(ProtocolBot(_level(level), seed), sys.stdin, sys.stdout)
