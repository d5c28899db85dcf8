"""Contains all the data models used in inputs/outputs"""

from .announcement_out import AnnouncementOut
from .announcement_out_cards_item import AnnouncementOutCardsItem
from .announcement_out_name import AnnouncementOutName
from .belote_word_out import BeloteWordOut
from .belote_word_out_card import BeloteWordOutCard
from .belote_word_out_word import BeloteWordOutWord
from .bid_choice import BidChoice
from .bid_choice_action import BidChoiceAction
from .bid_choice_suit_type_0 import BidChoiceSuitType0
from .bid_choice_value_type_0 import BidChoiceValueType0
from .bid_choice_value_type_1 import BidChoiceValueType1
from .bid_option import BidOption
from .bid_option_action import BidOptionAction
from .bid_option_suits_item import BidOptionSuitsItem
from .bid_option_values_item_type_0 import BidOptionValuesItemType0
from .bid_option_values_item_type_1 import BidOptionValuesItemType1
from .bid_out import BidOut
from .bid_out_action import BidOutAction
from .bid_out_suit_type_0 import BidOutSuitType0
from .bid_out_value_type_0 import BidOutValueType0
from .bid_out_value_type_1 import BidOutValueType1
from .challenge_out import ChallengeOut
from .challenge_out_status import ChallengeOutStatus
from .clock_out import ClockOut
from .clock_spec import ClockSpec
from .coinche_bid_in import CoincheBidIn
from .coinche_bid_in_action import CoincheBidInAction
from .contract_out import ContractOut
from .contract_out_suit import ContractOutSuit
from .contract_out_value_type_0 import ContractOutValueType0
from .contract_out_value_type_1 import ContractOutValueType1
from .deal_entry import DealEntry
from .deal_out import DealOut
from .deal_out_retourne_type_0 import DealOutRetourneType0
from .deal_out_trump_type_0 import DealOutTrumpType0
from .deal_record_out import DealRecordOut
from .deal_record_out_hands_item_item import DealRecordOutHandsItemItem
from .deal_record_out_outcome import DealRecordOutOutcome
from .deal_record_out_retourne_type_0 import DealRecordOutRetourneType0
from .deal_record_out_trump_type_0 import DealRecordOutTrumpType0
from .deal_result_out import DealResultOut
from .deal_result_out_trump_type_0 import DealResultOutTrumpType0
from .event_out import EventOut
from .event_out_data import EventOutData
from .event_out_facts_item import EventOutFactsItem
from .event_page import EventPage
from .game_create import GameCreate
from .game_create_visibility import GameCreateVisibility
from .game_list_item import GameListItem
from .game_list_item_seat_kinds_item_type_0 import GameListItemSeatKindsItemType0
from .game_list_item_seed_chosen_by import GameListItemSeedChosenBy
from .game_out import GameOut
from .game_out_seat_kinds_item_type_0 import GameOutSeatKindsItemType0
from .game_out_seed_chosen_by import GameOutSeedChosenBy
from .game_out_visibility_type_0 import GameOutVisibilityType0
from .game_record_out import GameRecordOut
from .game_record_out_ending import GameRecordOutEnding
from .game_record_out_seat_kinds_type_0_item_type_0 import GameRecordOutSeatKindsType0ItemType0
from .get_game_record_format import GetGameRecordFormat
from .health import Health
from .invitation_in import InvitationIn
from .invitation_out import InvitationOut
from .invitation_out_seed_chosen_by import InvitationOutSeedChosenBy
from .leaderboard_item import LeaderboardItem
from .leaderboard_item_player_kind import LeaderboardItemPlayerKind
from .list_games_belote_on_failed_contract import ListGamesBeloteOnFailedContract
from .list_games_capot_points import ListGamesCapotPoints
from .list_games_coinche_packets import ListGamesCoinchePackets
from .list_games_direction import ListGamesDirection
from .list_games_first_packet import ListGamesFirstPacket
from .list_games_mode import ListGamesMode
from .list_games_no_taker import ListGamesNoTaker
from .list_games_sort import ListGamesSort
from .list_games_status import ListGamesStatus
from .list_games_surcoinche_multiplier import ListGamesSurcoincheMultiplier
from .list_games_undertrump import ListGamesUndertrump
from .list_player_games_belote_on_failed_contract import ListPlayerGamesBeloteOnFailedContract
from .list_player_games_capot_points import ListPlayerGamesCapotPoints
from .list_player_games_coinche_packets import ListPlayerGamesCoinchePackets
from .list_player_games_direction import ListPlayerGamesDirection
from .list_player_games_first_packet import ListPlayerGamesFirstPacket
from .list_player_games_mode import ListPlayerGamesMode
from .list_player_games_no_taker import ListPlayerGamesNoTaker
from .list_player_games_sort import ListPlayerGamesSort
from .list_player_games_status import ListPlayerGamesStatus
from .list_player_games_surcoinche_multiplier import ListPlayerGamesSurcoincheMultiplier
from .list_player_games_undertrump import ListPlayerGamesUndertrump
from .lobby_item import LobbyItem
from .lobby_item_seat_kinds_item_type_0 import LobbyItemSeatKindsItemType0
from .occupant_in import OccupantIn
from .occupant_in_kind import OccupantInKind
from .occupant_out import OccupantOut
from .occupant_out_kind import OccupantOutKind
from .pass_bid_in import PassBidIn
from .pass_bid_in_action import PassBidInAction
from .pass_bid_in_suit_type_0 import PassBidInSuitType0
from .play_in import PlayIn
from .play_in_card import PlayInCard
from .play_out import PlayOut
from .play_out_card import PlayOutCard
from .player_create import PlayerCreate
from .player_create_kind import PlayerCreateKind
from .player_created import PlayerCreated
from .player_created_kind import PlayerCreatedKind
from .player_event_out import PlayerEventOut
from .player_event_out_data import PlayerEventOutData
from .player_event_out_type import PlayerEventOutType
from .player_event_page import PlayerEventPage
from .player_profile_out import PlayerProfileOut
from .player_profile_out_kind import PlayerProfileOutKind
from .player_rename import PlayerRename
from .player_stats_out import PlayerStatsOut
from .player_stats_out_player_kind import PlayerStatsOutPlayerKind
from .points_out import PointsOut
from .problem import Problem
from .problem_errors import ProblemErrors
from .record_deal_out import RecordDealOut
from .record_deal_out_hands_item_item import RecordDealOutHandsItemItem
from .record_deal_out_outcome import RecordDealOutOutcome
from .record_deal_out_retourne_type_0 import RecordDealOutRetourneType0
from .record_deal_out_trump_type_0 import RecordDealOutTrumpType0
from .rematch_out import RematchOut
from .replay_bid import ReplayBid
from .replay_bid_action import ReplayBidAction
from .replay_bid_suit_type_0 import ReplayBidSuitType0
from .replay_bid_value_type_1 import ReplayBidValueType1
from .replay_decision import ReplayDecision
from .replay_decision_card import ReplayDecisionCard
from .replay_decision_type import ReplayDecisionType
from .replay_decision_v import ReplayDecisionV
from .replay_game_format import ReplayGameFormat
from .replay_in import ReplayIn
from .rules import Rules
from .rules_belote_on_failed_contract import RulesBeloteOnFailedContract
from .rules_capot_points import RulesCapotPoints
from .rules_coinche_packets import RulesCoinchePackets
from .rules_direction import RulesDirection
from .rules_first_packet import RulesFirstPacket
from .rules_mode import RulesMode
from .rules_no_taker import RulesNoTaker
from .rules_surcoinche_multiplier import RulesSurcoincheMultiplier
from .rules_undertrump import RulesUndertrump
from .seat_in import SeatIn
from .seat_spec import SeatSpec
from .seat_spec_bot import SeatSpecBot
from .seat_view_out import SeatViewOut
from .seat_view_out_hand_item import SeatViewOutHandItem
from .seat_view_out_legal_cards_item import SeatViewOutLegalCardsItem
from .seat_view_out_seat_kinds_item_type_0 import SeatViewOutSeatKindsItemType0
from .stream_event_data import StreamEventData
from .stream_event_data_data import StreamEventDataData
from .stream_event_data_facts_item import StreamEventDataFactsItem
from .surcoinche_bid_in import SurcoincheBidIn
from .surcoinche_bid_in_action import SurcoincheBidInAction
from .table_out import TableOut
from .table_out_status import TableOutStatus
from .take_bid_in import TakeBidIn
from .take_bid_in_action import TakeBidInAction
from .take_bid_in_suit_type_0 import TakeBidInSuitType0
from .trick_out import TrickOut
from .trick_out_cards_item import TrickOutCardsItem
from .trick_place_out import TrickPlaceOut
from .value_bid_in import ValueBidIn
from .value_bid_in_action import ValueBidInAction
from .value_bid_in_suit import ValueBidInSuit
from .value_bid_in_value_type_1 import ValueBidInValueType1

__all__ = (
    "AnnouncementOut",
    "AnnouncementOutCardsItem",
    "AnnouncementOutName",
    "BeloteWordOut",
    "BeloteWordOutCard",
    "BeloteWordOutWord",
    "BidChoice",
    "BidChoiceAction",
    "BidChoiceSuitType0",
    "BidChoiceValueType0",
    "BidChoiceValueType1",
    "BidOption",
    "BidOptionAction",
    "BidOptionSuitsItem",
    "BidOptionValuesItemType0",
    "BidOptionValuesItemType1",
    "BidOut",
    "BidOutAction",
    "BidOutSuitType0",
    "BidOutValueType0",
    "BidOutValueType1",
    "ChallengeOut",
    "ChallengeOutStatus",
    "ClockOut",
    "ClockSpec",
    "CoincheBidIn",
    "CoincheBidInAction",
    "ContractOut",
    "ContractOutSuit",
    "ContractOutValueType0",
    "ContractOutValueType1",
    "DealEntry",
    "DealOut",
    "DealOutRetourneType0",
    "DealOutTrumpType0",
    "DealRecordOut",
    "DealRecordOutHandsItemItem",
    "DealRecordOutOutcome",
    "DealRecordOutRetourneType0",
    "DealRecordOutTrumpType0",
    "DealResultOut",
    "DealResultOutTrumpType0",
    "EventOut",
    "EventOutData",
    "EventOutFactsItem",
    "EventPage",
    "GameCreate",
    "GameCreateVisibility",
    "GameListItem",
    "GameListItemSeatKindsItemType0",
    "GameListItemSeedChosenBy",
    "GameOut",
    "GameOutSeatKindsItemType0",
    "GameOutSeedChosenBy",
    "GameOutVisibilityType0",
    "GameRecordOut",
    "GameRecordOutEnding",
    "GameRecordOutSeatKindsType0ItemType0",
    "GetGameRecordFormat",
    "Health",
    "InvitationIn",
    "InvitationOut",
    "InvitationOutSeedChosenBy",
    "LeaderboardItem",
    "LeaderboardItemPlayerKind",
    "ListGamesBeloteOnFailedContract",
    "ListGamesCapotPoints",
    "ListGamesCoinchePackets",
    "ListGamesDirection",
    "ListGamesFirstPacket",
    "ListGamesMode",
    "ListGamesNoTaker",
    "ListGamesSort",
    "ListGamesStatus",
    "ListGamesSurcoincheMultiplier",
    "ListGamesUndertrump",
    "ListPlayerGamesBeloteOnFailedContract",
    "ListPlayerGamesCapotPoints",
    "ListPlayerGamesCoinchePackets",
    "ListPlayerGamesDirection",
    "ListPlayerGamesFirstPacket",
    "ListPlayerGamesMode",
    "ListPlayerGamesNoTaker",
    "ListPlayerGamesSort",
    "ListPlayerGamesStatus",
    "ListPlayerGamesSurcoincheMultiplier",
    "ListPlayerGamesUndertrump",
    "LobbyItem",
    "LobbyItemSeatKindsItemType0",
    "OccupantIn",
    "OccupantInKind",
    "OccupantOut",
    "OccupantOutKind",
    "PassBidIn",
    "PassBidInAction",
    "PassBidInSuitType0",
    "PlayerCreate",
    "PlayerCreated",
    "PlayerCreatedKind",
    "PlayerCreateKind",
    "PlayerEventOut",
    "PlayerEventOutData",
    "PlayerEventOutType",
    "PlayerEventPage",
    "PlayerProfileOut",
    "PlayerProfileOutKind",
    "PlayerRename",
    "PlayerStatsOut",
    "PlayerStatsOutPlayerKind",
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
    "RecordDealOutRetourneType0",
    "RecordDealOutTrumpType0",
    "RematchOut",
    "ReplayBid",
    "ReplayBidAction",
    "ReplayBidSuitType0",
    "ReplayBidValueType1",
    "ReplayDecision",
    "ReplayDecisionCard",
    "ReplayDecisionType",
    "ReplayDecisionV",
    "ReplayGameFormat",
    "ReplayIn",
    "Rules",
    "RulesBeloteOnFailedContract",
    "RulesCapotPoints",
    "RulesCoinchePackets",
    "RulesDirection",
    "RulesFirstPacket",
    "RulesMode",
    "RulesNoTaker",
    "RulesSurcoincheMultiplier",
    "RulesUndertrump",
    "SeatIn",
    "SeatSpec",
    "SeatSpecBot",
    "SeatViewOut",
    "SeatViewOutHandItem",
    "SeatViewOutLegalCardsItem",
    "SeatViewOutSeatKindsItemType0",
    "StreamEventData",
    "StreamEventDataData",
    "StreamEventDataFactsItem",
    "SurcoincheBidIn",
    "SurcoincheBidInAction",
    "TableOut",
    "TableOutStatus",
    "TakeBidIn",
    "TakeBidInAction",
    "TakeBidInSuitType0",
    "TrickOut",
    "TrickOutCardsItem",
    "TrickPlaceOut",
    "ValueBidIn",
    "ValueBidInAction",
    "ValueBidInSuit",
    "ValueBidInValueType1",
)
