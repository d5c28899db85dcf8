"""The Server-Sent Events parser of ``botclient.sse``, on text (no server)."""

from __future__ import annotations

from botclient.sse import Comment, Message, Parser, parse


def lines(text: str) -> list[str]:
    return text.split("\n")


def test_messages_comments_ids_and_retry() -> None:
    text = (
        "retry: 1000\n\n"
        'id: 1\nevent: GameCreated\ndata: {"seq":1}\n\n'
        ": keepalive\n\n"
        'id: 2\nevent: BidMade\ndata: {"seq":2}\n\n'
    )
    parser = Parser()
    items = list(parse(lines(text), parser))
    assert items == [
        Message("1", "GameCreated", '{"seq":1}'),
        Comment("keepalive"),
        Message("2", "BidMade", '{"seq":2}'),
    ]
    assert items[0].json() == {"seq": 1}  # type: ignore[union-attr]
    assert parser.retry_ms == 1000 and parser.last_id == "2"


def test_the_details_of_the_format() -> None:
    text = (
        "data: first\ndata:second\n\n"  # several data lines join with \n; one space is optional
        "id: 7\n\n"  # an id without data dispatches nothing but is remembered
        "data: x\n\n"  # ... and is the id of the next message
        "event: custom\ndata\nunknown: field\n\n"  # "data" alone is an empty line of data
        "retry: soon\n"  # not digits: ignored
        "id: bad\0id\ndata: y"  # NUL in an id: ignored; no blank line yet: not dispatched
    )
    parser = Parser()
    items = list(parse(lines(text), parser))
    assert items == [
        Message(None, "message", "first\nsecond"),
        Message("7", "message", "x"),
        Message("7", "custom", ""),
    ]
    assert parser.retry_ms is None and parser.last_id == "7"
    assert parser.feed("") == Message("7", "message", "y")


def test_a_parser_carries_the_last_id_across_connections() -> None:
    parser = Parser()
    list(parse(["id: 41", "data: a", ""], parser))
    assert list(parse(["data: b", ""], parser)) == [Message("41", "message", "b")]


def test_a_message_cut_off_by_a_dropped_connection_is_forgotten() -> None:
    parser = Parser()
    assert list(parse(["id: 3", "data: whole", "", "id: 4", "data: half"], parser)) == [
        Message("3", "message", "whole")
    ]
    assert parser.last_id == "3", "resume after the last complete message"
    parser.reconnected()
    assert list(parse(["id: 4", "data: again", ""], parser)) == [Message("4", "message", "again")]
