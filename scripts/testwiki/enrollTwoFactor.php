<?php
/**
 * Enrols an existing account in OATHAuth's two-factor codes (TestWikiLoginCodes::enroll), for
 * tests that need an enrolled account of their own. Run by `scripts/test-wiki enroll-2fa LANG
 * USER`; the secret and recovery codes come on stdin as JSON, never as arguments:
 *   {"secret": "BASE32", "recovery": ["CODE", ...]}
 */

use MediaWiki\MediaWikiServices;

require_once getenv( 'MW_INSTALL_PATH' ) . '/maintenance/Maintenance.php';

class EnrollTwoFactor extends Maintenance {

	public function __construct() {
		parent::__construct();
		$this->addDescription( 'Enrol an account in two-factor codes (secret on stdin).' );
		$this->addOption( 'user', 'The account', true, true );
	}

	public function execute() {
		$input = json_decode( stream_get_contents( $this->getStdin() ), true );
		if ( !is_array( $input ) || !is_string( $input['secret'] ?? null )
			|| !is_array( $input['recovery'] ?? null )
		) {
			$this->fatalError( 'stdin must be {"secret": "BASE32", "recovery": ["CODE", ...]}' );
		}
		$user = MediaWikiServices::getInstance()->getUserFactory()
			->newFromName( $this->getOption( 'user' ) );
		if ( !$user || !$user->isRegistered() ) {
			$this->fatalError( 'No such account: ' . $this->getOption( 'user' ) );
		}
		TestWikiLoginCodes::enroll( $user, $input['secret'], $input['recovery'] );
		$this->output( "Enrolled {$user->getName()} in two-factor codes.\n" );
	}
}

$maintClass = EnrollTwoFactor::class;
require_once RUN_MAINTENANCE_IF_MAIN;
