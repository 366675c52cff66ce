<?php
/**
 * The SQLite file every test wiki shares ($wgTestWikiSharedFile). Echo reaches its tables
 * (echo_push_*, echo_unread_wikis) through MediaWiki's database layer as the database
 * `testwikishared`; the fixture's own tables (central accounts, the global preferences
 * imitation) are reached here with PDO, outside MediaWiki's transaction rounds.
 *
 * create() runs once per fresh setup, from scripts/test-wiki:
 *   php TestWikiShared.php SHARED_FILE ECHO_SQL_DIR
 */
class TestWikiShared {

	/** @var PDO[] */
	private static $connections = [];

	public static function pdo( ?string $file = null ): PDO {
		$file ??= $GLOBALS['wgTestWikiSharedFile'];
		// ATTR_TIMEOUT is SQLite's busy timeout: concurrent writers of several wikis wait
		// instead of failing.
		return self::$connections[$file] ??= new PDO( "sqlite:$file", null, null, [
			PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
			PDO::ATTR_TIMEOUT => 30,
			PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC,
		] );
	}

	/** Creates the shared file: Echo's own schema for its shared tables, then ours. */
	public static function create( string $file, string $echoSqlDir ): void {
		$pdo = self::pdo( $file );
		// WAL persists in the file: readers of every wiki run beside one writer.
		$pdo->exec( 'PRAGMA journal_mode = WAL' );
		// Echo's update.php creates these in each wiki's own database only; with
		// $wgEchoSharedTrackingDB set they are read and written here.
		foreach ( [ 'tables-generated.sql', 'tables-sharedtracking-generated.sql' ] as $name ) {
			$sql = file_get_contents( "$echoSqlDir/$name" );
			if ( $sql === false ) {
				throw new RuntimeException( "missing $echoSqlDir/$name" );
			}
			$pdo->exec( str_replace( '/*_*/', '', $sql ) );
		}
		$pdo->exec(
			'CREATE TABLE testwiki_central_user (
				tcu_id INTEGER PRIMARY KEY AUTOINCREMENT,
				tcu_name TEXT NOT NULL UNIQUE
			)'
		);
		$pdo->exec(
			'CREATE TABLE testwiki_global_preference (
				tgp_user INTEGER NOT NULL,
				tgp_property TEXT NOT NULL,
				tgp_value TEXT NOT NULL,
				PRIMARY KEY (tgp_user, tgp_property)
			)'
		);
	}
}

if ( PHP_SAPI === 'cli' && !defined( 'MEDIAWIKI' ) && realpath( $argv[0] ) === __FILE__ ) {
	TestWikiShared::create( $argv[1], $argv[2] );
}
