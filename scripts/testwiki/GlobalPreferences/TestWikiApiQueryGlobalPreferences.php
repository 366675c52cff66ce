<?php
/**
 * IMITATION of GlobalPreferences' meta=globalpreferences, only as recorded in the spec:
 *   meta=globalpreferences&gprprop=preferences
 *   {"query":{"globalpreferences":{"preferences":{"echo-subscriptions-push-mention":"0"}}}}
 * The values are the stored strings.
 */

use Wikimedia\ParamValidator\ParamValidator;

class TestWikiApiQueryGlobalPreferences extends ApiQueryBase {

	public function __construct( ApiQuery $query, string $moduleName ) {
		parent::__construct( $query, $moduleName, 'gpr' );
	}

	public function execute() {
		$user = $this->getUser();
		if ( !$user->isRegistered() ) {
			$this->dieWithError( 'apierror-mustbeloggedin-generic', 'notloggedin' );
		}
		$preferences = TestWikiGlobalOptionsStore::centralId( $user )
			? ( new TestWikiGlobalOptionsStore() )->fetch( $user, 0 )
			: [];
		ksort( $preferences );
		$preferences[ApiResult::META_TYPE] = 'assoc';
		$this->getResult()->addValue( [ 'query', $this->getModuleName() ], 'preferences', $preferences );
	}

	public function getAllowedParams() {
		return [
			'prop' => [
				ParamValidator::PARAM_TYPE => [ 'preferences' ],
				ParamValidator::PARAM_ISMULTI => true,
				ParamValidator::PARAM_DEFAULT => 'preferences',
			],
		];
	}

	public function isInternal() {
		return true;
	}
}
