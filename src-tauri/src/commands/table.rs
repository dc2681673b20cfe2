// The one command table: each command's name, argument struct (with its
// fields, in the order the TypeScript wrapper takes them), answer and
// handler, written once.
//
// `commands/mod.rs` includes this file to generate the IPC commands, the
// handler list and the TypeScript wrappers' signatures; `build.rs` includes
// it for the AppManifest's command list and writes the capability from it.
// To add a command: write its handler — `fn(&mut Session) -> Result<Answer,
// CommandError>`, or `fn(&mut Session, Args)` with an argument struct
// (`#[derive(Deserialize, TS)]`, its fields' types checking them) — and
// add its line here; then `UPDATE_BINDINGS=1 cargo test -p hotseat-chess
// bindings` writes its TypeScript wrapper.
//
// `fn` commands run on the main thread with the session locked, `pgn_fn`
// ones with the PGN library (the opened file) locked, `both_fn` ones get
// the state and lock each part in turn; `async` ones get the app, the
// window and the unlocked state (and their arguments, read the same way).
command_table! {
    fn new_game(game::NewGameArgs { options }) -> GameView => game::new_game;
    fn status() -> GameView => game::status;
    fn rematch() -> GameView => game::rematch;
    fn legal_moves(game::LegalMovesArgs { from }) -> Vec<MoveDto> => game::legal_moves;
    fn play(game::PlayArgs { r#move, since }) -> GameView => game::play;
    fn drop_piece(game::DropPieceArgs { drop, since }) -> GameView => game::drop_piece;
    fn undo() -> GameView => game::undo;
    fn play_text(game::PlayTextArgs { text }) -> GameView => game::play_text;
    fn position_at(game::PositionAtArgs { ply }) -> PositionView => game::position_at;
    fn resign(verdicts::ColorArgs { color }) -> GameView => verdicts::resign;
    fn offer_draw(verdicts::ColorArgs { color }) -> GameView => verdicts::offer_draw;
    fn answer_draw(verdicts::AnswerDrawArgs { accept }) -> GameView => verdicts::answer_draw;
    fn pause() -> GameView => clock::pause;
    fn resume() -> GameView => clock::resume;
    fn adjust_clock(clock::AdjustClockArgs { adjustment }) -> GameView => clock::adjust_clock;
    fn set_clocks(clock::SetClocksArgs { adjustments }) -> GameView => clock::set_clocks;
    fn games(archive::GamesArgs { offset, limit, name, variant }) -> GamePage => archive::games;
    fn recent_names() -> Vec<String> => archive::recent_names;
    fn archived_position(archive::ArchivedPositionArgs { id, ply }) -> PositionView => archive::archived_position;
    fn archived_moves(archive::IdArgs { id }) -> Vec<Ply> => archive::archived_moves;
    fn archived_adjustments(archive::IdArgs { id }) -> Vec<AdjustmentView> => archive::archived_adjustments;
    fn archived_pgn(archive::IdArgs { id }) -> String => archive::archived_pgn;
    fn delete_game(archive::IdArgs { id }) -> () => archive::delete_game;
    fn restore_game(archive::IdArgs { id }) -> () => archive::restore_game;
    fn settings() -> Settings => settings::settings;
    fn set_settings(settings::SetSettingsArgs { settings }) -> Settings => settings::set_settings;
    fn import_game(pgn::ImportGameArgs { text }) -> GameView => pgn::import_game;
    fn export_pgn() -> String => pgn::export_pgn;
    async save_pgn() -> Option<SavedPgn> => pgn::save_pgn;
    async open_pgn() -> Option<PgnFileSummary> => pgn_file::open_pgn;
    pgn_fn pgn_file_games(pgn_file::PgnFileGamesArgs { offset, limit }) -> PgnFilePage => pgn_file::pgn_file_games;
    both_fn pick_pgn_game(pgn_file::PickPgnGameArgs { index }) -> GameView => pgn_file::pick_pgn_game;
    async import_all_pgn(pgn_file::ImportAllPgnArgs { progress }) -> ImportReport => pgn_file::import_all_pgn;
    pgn_fn cancel_pgn_import() -> () => pgn_file::cancel_pgn_import;
    pgn_fn close_pgn_file() -> () => pgn_file::close_pgn_file;
    async close_window() -> () => window::close_window;
    fn app_version() -> String => window::app_version;
    async analyse_game(review::AnalyseGameArgs { progress, id }) -> Option<GameAnalysis> => review::analyse_game;
    both_fn stop_analysis() -> () => review::stop_analysis;
    fn game_analysis(review::GameAnalysisArgs { id }) -> Option<GameAnalysis> => review::game_analysis;
    fn review_engine() -> Option<ReviewEngine> => review::review_engine;
    async choose_review_engine() -> Option<ReviewEngine> => review::choose_review_engine;
    fn use_our_engine() -> () => review::use_our_engine;
    fn system_language() -> Option<Language> => settings::system_language;
}
