<?php
/**
 * IMITATION of GlobalPreferences' action=globalpreferences, as recorded in the spec:
 *   POST action=globalpreferences&change=echo-subscriptions-push-mention=0&token=...
 *   {"globalpreferences":"success"}
 * What a person does on another wiki's Special:GlobalPreferences; tests use it to make an
 * option global. Validation, permissions and token are core's (ApiOptionsBase); a checkbox
 * value is stored as "0" or "1", as GlobalPreferences stores it.
 */

use MediaWiki\MediaWikiServices;

class TestWikiApiGlobalPreferences extends ApiOptionsBase {

	/** @var array<string,?string> */
	private $changes = [];

	public function __construct( ApiMain $main, string $action ) {
		$services = MediaWikiServices::getInstance();
		parent::__construct( $main, $action, $services->getUserOptionsManager(), $services->getPreferencesFactory() );
	}

	protected function resetPreferences( array $kinds ) {
		$this->dieWithError( [ 'apierror-unrecognizedparams', 'reset' ], 'unsupported' );
	}

	protected function setPreference( $preference, $value ) {
		$this->changes[$preference] = is_bool( $value ) ? (string)(int)$value : $value;
	}

	protected function commitChanges() {
		( new TestWikiGlobalOptionsStore() )->store( $this->getUserForUpdates(), $this->changes );
	}
}
