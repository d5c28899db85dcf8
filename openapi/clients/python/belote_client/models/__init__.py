"""Contains all the data models used in inputs/outputs"""

from .announcement_out import AnnouncementOut
from .announcement_out_cards_item import AnnouncementOutCardsItem
from .announcement_out_name import AnnouncementOutName
from .bid_choice import BidChoice
from .bid_choice_action import BidChoiceAction
from .bid_choice_suit_type_0 import BidChoiceSuitType0
from .bid_in import BidIn
from .bid_in_action import BidInAction
from .bid_in_suit_type_0 import BidInSuitType0
from .bid_out import BidOut
from .bid_out_action import BidOutAction
from .bid_out_suit_type_0 import BidOutSuitType0
from .challenge_out import ChallengeOut
from .challenge_out_status import ChallengeOutStatus
from .deal_entry import DealEntry
from .deal_out import DealOut
from .deal_out_retourne import DealOutRetourne
from .deal_out_trump_type_0 import DealOutTrumpType0
from .deal_record_out import DealRecordOut
from .deal_record_out_hands_item_item import DealRecordOutHandsItemItem
from .deal_record_out_outcome import DealRecordOutOutcome
from .deal_record_out_retourne import DealRecordOutRetourne
from .deal_record_out_trump_type_0 import DealRecordOutTrumpType0
from .event_out import EventOut
from .event_out_data import EventOutData
from .event_out_facts_item import EventOutFactsItem
from .event_page import EventPage
from .game_create import GameCreate
from .game_list_item import GameListItem
from .game_list_item_seed_chosen_by import GameListItemSeedChosenBy
from .game_out import GameOut
from .game_out_seed_chosen_by import GameOutSeedChosenBy
from .game_record_out import GameRecordOut
from .get_game_record_format import GetGameRecordFormat
from .health import Health
from .leaderboard_item import LeaderboardItem
from .list_games_belote_on_failed_contract import ListGamesBeloteOnFailedContract
from .list_games_capot_points import ListGamesCapotPoints
from .list_games_direction import ListGamesDirection
from .list_games_first_packet import ListGamesFirstPacket
from .list_games_mode import ListGamesMode
from .list_games_no_taker import ListGamesNoTaker
from .list_games_sort import ListGamesSort
from .list_games_status import ListGamesStatus
from .list_player_games_belote_on_failed_contract import ListPlayerGamesBeloteOnFailedContract
from .list_player_games_capot_points import ListPlayerGamesCapotPoints
from .list_player_games_direction import ListPlayerGamesDirection
from .list_player_games_first_packet import ListPlayerGamesFirstPacket
from .list_player_games_mode import ListPlayerGamesMode
from .list_player_games_no_taker import ListPlayerGamesNoTaker
from .list_player_games_sort import ListPlayerGamesSort
from .list_player_games_status import ListPlayerGamesStatus
from .occupant_in import OccupantIn
from .occupant_in_kind import OccupantInKind
from .occupant_out import OccupantOut
from .occupant_out_kind import OccupantOutKind
from .play_in import PlayIn
from .play_in_card import PlayInCard
from .play_out import PlayOut
from .play_out_card import PlayOutCard
from .player_create import PlayerCreate
from .player_created import PlayerCreated
from .player_stats_out import PlayerStatsOut
from .points_out import PointsOut
from .problem import Problem
from .problem_errors import ProblemErrors
from .record_deal_out import RecordDealOut
from .record_deal_out_hands_item_item import RecordDealOutHandsItemItem
from .record_deal_out_outcome import RecordDealOutOutcome
from .record_deal_out_retourne import RecordDealOutRetourne
from .record_deal_out_trump_type_0 import RecordDealOutTrumpType0
from .replay_bid import ReplayBid
from .replay_bid_action import ReplayBidAction
from .replay_bid_suit_type_0 import ReplayBidSuitType0
from .replay_decision import ReplayDecision
from .replay_decision_card import ReplayDecisionCard
from .replay_decision_type import ReplayDecisionType
from .replay_decision_v import ReplayDecisionV
from .replay_game_format import ReplayGameFormat
from .replay_in import ReplayIn
from .rules import Rules
from .rules_belote_on_failed_contract import RulesBeloteOnFailedContract
from .rules_capot_points import RulesCapotPoints
from .rules_direction import RulesDirection
from .rules_first_packet import RulesFirstPacket
from .rules_mode import RulesMode
from .rules_no_taker import RulesNoTaker
from .seat_spec import SeatSpec
from .seat_spec_bot import SeatSpecBot
from .seat_view_out import SeatViewOut
from .seat_view_out_hand_item import SeatViewOutHandItem
from .seat_view_out_legal_cards_item import SeatViewOutLegalCardsItem
from .table_out import TableOut
from .table_out_status import TableOutStatus
from .trick_out import TrickOut
from .trick_out_cards_item import TrickOutCardsItem

__all__ = (
    "AnnouncementOut",
    "AnnouncementOutCardsItem",
    "AnnouncementOutName",
    "BidChoice",
    "BidChoiceAction",
    "BidChoiceSuitType0",
    "BidIn",
    "BidInAction",
    "BidInSuitType0",
    "BidOut",
    "BidOutAction",
    "BidOutSuitType0",
    "ChallengeOut",
    "ChallengeOutStatus",
    "DealEntry",
    "DealOut",
    "DealOutRetourne",
    "DealOutTrumpType0",
    "DealRecordOut",
    "DealRecordOutHandsItemItem",
    "DealRecordOutOutcome",
    "DealRecordOutRetourne",
    "DealRecordOutTrumpType0",
    "EventOut",
    "EventOutData",
    "EventOutFactsItem",
    "EventPage",
    "GameCreate",
    "GameListItem",
    "GameListItemSeedChosenBy",
    "GameOut",
    "GameOutSeedChosenBy",
    "GameRecordOut",
    "GetGameRecordFormat",
    "Health",
    "LeaderboardItem",
    "ListGamesBeloteOnFailedContract",
    "ListGamesCapotPoints",
    "ListGamesDirection",
    "ListGamesFirstPacket",
    "ListGamesMode",
    "ListGamesNoTaker",
    "ListGamesSort",
    "ListGamesStatus",
    "ListPlayerGamesBeloteOnFailedContract",
    "ListPlayerGamesCapotPoints",
    "ListPlayerGamesDirection",
    "ListPlayerGamesFirstPacket",
    "ListPlayerGamesMode",
    "ListPlayerGamesNoTaker",
    "ListPlayerGamesSort",
    "ListPlayerGamesStatus",
    "OccupantIn",
    "OccupantInKind",
    "OccupantOut",
    "OccupantOutKind",
    "PlayerCreate",
    "PlayerCreated",
    "PlayerStatsOut",
    "PlayIn",
    "PlayInCard",
    "PlayOut",
    "PlayOutCard",
    "PointsOut",
    "Problem",
    "ProblemErrors",
    "RecordDealOut",
    "RecordDealOutHandsItemItem",
    "RecordDealOutOutcome",
    "RecordDealOutRetourne",
    "RecordDealOutTrumpType0",
    "ReplayBid",
    "ReplayBidAction",
    "ReplayBidSuitType0",
    "ReplayDecision",
    "ReplayDecisionCard",
    "ReplayDecisionType",
    "ReplayDecisionV",
    "ReplayGameFormat",
    "ReplayIn",
    "Rules",
    "RulesBeloteOnFailedContract",
    "RulesCapotPoints",
    "RulesDirection",
    "RulesFirstPacket",
    "RulesMode",
    "RulesNoTaker",
    "SeatSpec",
    "SeatSpecBot",
    "SeatViewOut",
    "SeatViewOutHandItem",
    "SeatViewOutLegalCardsItem",
    "TableOut",
    "TableOutStatus",
    "TrickOut",
    "TrickOutCardsItem",
)
