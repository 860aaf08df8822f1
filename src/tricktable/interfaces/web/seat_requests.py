"""The requests of one seat (or watcher) at a table, served: :func:`handle_seat_message` answers a parsed
request (:mod:`.protocol`) through the seat's ``send`` (an :class:`~.outbox.Outbox`). The socket transport
(``ws.seat_socket``) and a room's socket (``rooms``) hand it their table requests; it imports no web framework.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.errors import IllegalAction, MalformedAction, NotYourTurn, RuleError
from ...i18n import LANGUAGES, localizer
from .ai_admission import Busy
from .frames import LONG_NUMBER, error, told
from .live_games import Live, Viewer
from .manager import Manager
from .outbox import Outbox
from .protocol import (
    Ack,
    Act,
    Check,
    CheckReply,
    Done,
    End,
    Hint,
    HintReply,
    LangReply,
    NextHand,
    Request,
    SetLang,
    Sync,
    Update,
)


async def handle_seat_message(manager: Manager, live: Live, viewer: Viewer, req: Request, send: Outbox,
                              say: Callable[[RuleError], str] = str) -> None:
    """One request of a seat (or watcher) (:mod:`.protocol`); ``say`` writes a rules error in the connection's
    language. A room's socket hands its table requests (action, check, hint) to it too."""
    lang = getattr(send, "lang", "en")
    lang = lang if lang in LANGUAGES else "en"
    s = live.session
    seat = viewer.seat
    msg_id = req.id
    match req:
        case Sync():
            await send(Update(type="update", events=[], state=live.views.snapshot(seat, viewer.watching), id=msg_id))
        case Act() | Check() | Hint() if viewer.watching:
            await send(told(lang, "watching", "socket-watching", msg_id))
        case Act(action=text) | Check(action=text):
            checking = isinstance(req, Check)
            if not isinstance(text, str) or not text.strip() or len(text) > 300 or LONG_NUMBER.search(text):
                await send(told(lang, "malformed", "socket-action-text", msg_id))
                return
            try:
                action = s.game.parse_action(text)
                if checking:
                    s.check(seat, action)
                    await send(CheckReply(type="check", ok=True, action=text, id=msg_id).wire())
                else:
                    await manager.act(live, seat, action, on_commit=lambda ack: send.put(Ack(**ack, id=msg_id)))
            except (MalformedAction, NotYourTurn, IllegalAction, RuleError) as e:
                code = ("malformed" if isinstance(e, MalformedAction) else "turn" if isinstance(e, NotYourTurn)
                        else "illegal")
                await send(CheckReply(type="check", ok=False, message=say(e), id=msg_id).wire() if checking
                           else error(code, say(e), msg_id))
        case Hint():
            if await manager.hints_off(live.id):
                await send(told(lang, "refused", "daily-no-hints", msg_id))
                return
            try:
                hinted = await manager.hint(live, seat)
            except Busy as e:
                await send(error("busy", localizer(lang).message(e.message), msg_id))
                return
            if hinted is None:
                await send(error("turn", say(NotYourTurn("turn-not-your-turn")), msg_id))
            else:
                await send(HintReply(type="hint", action=s.game.format_action(hinted), id=msg_id).wire())
        case SetLang(lang=new):
            if new in LANGUAGES and hasattr(send, "lang"):
                send.lang = new
            await send(LangReply(type="lang", lang=getattr(send, "lang", "en"), id=msg_id).wire())
        case NextHand() | End():
            await (manager.next_hand(live) if isinstance(req, NextHand) else manager.end(live))
            if msg_id is not None:
                await send(Done(type="done", request=req.type, id=msg_id).wire())
        case _:
            await send(told(lang, "malformed", "socket-unknown-type", msg_id, kind=req.type[:40]))
